/* Helper macros around shared updates, as NPB/Rodinia C codes write them: a hand-made
   max partial `lmax = MAX(lmax, ...)` combined under `critical` with `gmax = MAX(gmax, lmax)`
   on a function local; an `atomic` whose statement is a macro expansion `ACCUM(total, v)`
   on a function local; a counter of the enclosing function incremented through a macro
   inside `critical` in the loop body; and a macro swap of two local pointers between
   loops. */
#include <stdio.h>
#include <math.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM(s, v) s += (v)
#define BUMP(c) ((c)++)
#define SWAP_PTR(p, q) do { double *t_ = (p); (p) = (q); (q) = t_; } while (0)
#define N 40000

static double A[N], B[N];

static double run(int *nbig_out, double *total_out)
{
    double gmax = 0.0, total = 0.0;
    int nbig = 0;
    double *src = A, *dst = B;
    int i, it;
    for (it = 0; it < 3; it++) {
#pragma omp parallel
        {
            double lmax = 0.0;
#pragma omp for
            for (i = 1; i < N - 1; i++) {
                dst[i] = 0.5 * src[i] + 0.25 * (src[i - 1] + src[i + 1]);
                lmax = MAX(lmax, fabs(dst[i] - src[i]));
            }
#pragma omp critical
            gmax = MAX(gmax, lmax);
        }
        SWAP_PTR(src, dst);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double v = src[i] * 0.001;
#pragma omp atomic
        ACCUM(total, v);
        if (src[i] > 50.0) {
#pragma omp critical
            BUMP(nbig);
        }
    }
    *nbig_out = nbig;
    *total_out = total;
    return gmax;
}

int main(void)
{
    int i, nbig;
    double total;
    for (i = 0; i < N; i++) A[i] = B[i] = (i % 100 < 50) ? 100.0 * sin(0.001 * i) * sin(0.001 * i) : 0.0;
    double gmax = run(&nbig, &total);
    printf("gmax %.10f nbig %d total %.6f\n", gmax, nbig, total);
    return 0;
}
