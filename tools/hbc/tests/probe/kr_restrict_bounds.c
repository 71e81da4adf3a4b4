/* Old-style C as found in long-lived numerical codes: K&R function definitions holding
   `parallel for` loops, `register` locals, `restrict` pointer parameters, loop bounds that
   are a function call or a struct member through a pointer (`i < g->n`), `long long`
   indices, decreasing loops, `i += 2` strides, and reductions over unsigned long long,
   float (min/max), and _Bool with && and ||. */
#include <stdio.h>
#include <stdlib.h>

struct grid { int n; long long m; double *val; float *f; };

static int get_n(g)
    struct grid *g;
{
    return g->n;
}

static double dot(n, x, y)
    int n;
    double *x, *y;
{
    register int i;
    double s = 0.0;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static void axpy(int n, double a, const double *restrict x, double *restrict y)
{
    int i;
#pragma omp parallel for
    for (i = n - 1; i >= 0; i--) y[i] += a * x[i];
}

int main(void)
{
    struct grid G, *g = &G;
    long long k;
    int i;
    register double scale = 0.5;
    unsigned long long hsum = 0;
    float fmin_v = 1e30f, fmax_v = -1e30f;
    _Bool all_pos = 1, any_big = 0;
    double *y;

    g->n = 100003;
    g->m = 200000LL;
    g->val = (double *)malloc(sizeof(double) * g->n);
    g->f = (float *)malloc(sizeof(float) * g->m);
    y = (double *)malloc(sizeof(double) * g->n);
#pragma omp parallel for
    for (i = 0; i < g->n; i++) {
        g->val[i] = 1.0 + (i % 13) * scale;
        y[i] = 0.25 * (i % 7);
    }
#pragma omp parallel for
    for (k = 0; k < g->m; k += 2) {
        g->f[k] = (float)((k * 37) % 1001) - 500.0f;
        g->f[k + 1] = (float)((k * 11) % 997) * 0.5f;
    }
#pragma omp parallel for reduction(+:hsum)
    for (k = g->m - 1; k >= 0; k--)
        hsum += (unsigned long long)(k * 2654435761ULL) >> 7;
#pragma omp parallel for reduction(min:fmin_v) reduction(max:fmax_v)
    for (k = 0; k < g->m; k++) {
        if (g->f[k] < fmin_v) fmin_v = g->f[k];
        if (g->f[k] > fmax_v) fmax_v = g->f[k];
    }
#pragma omp parallel for reduction(&&:all_pos) reduction(||:any_big)
    for (i = 0; i < get_n(g); i++) {
        all_pos = all_pos && (g->val[i] > 0.0);
        any_big = any_big || (g->val[i] > 6.9);
    }
    axpy(get_n(g), 2.0, g->val, y);
    printf("dot %.6f\n", dot(get_n(g), g->val, y));
    printf("hsum %llu\n", hsum);
    printf("fmin %.1f fmax %.1f\n", fmin_v, fmax_v);
    printf("all_pos %d any_big %d\n", (int)all_pos, (int)any_big);
    {
        unsigned long long odd = 0;
        long long j;
#pragma omp parallel for reduction(^:odd)
        for (j = 1; j < g->m; j += 3) odd ^= (unsigned long long)j * 0x9E3779B97F4A7C15ULL;
        printf("odd %llu\n", odd);
    }
    free(g->val); free(g->f); free(y);
    return 0;
}
