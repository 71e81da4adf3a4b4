/* User-defined `declare reduction` in team mode with C89 declarations: a struct (sum, min
   with its index) combined by a function, with an initializer, used on a static-schedule
   loop whose body asks its thread number and on a region-level reduction of a region whose
   code asks its thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 777

typedef struct {
    double sum;
    double best;
    int at;
} acc_t;

static void acc_merge(acc_t *out, const acc_t *in)
{
    out->sum += in->sum;
    if (in->best < out->best || (in->best == out->best && in->at < out->at)) {
        out->best = in->best;
        out->at = in->at;
    }
}

static void acc_init(acc_t *p)
{
    p->sum = 0;
    p->best = 1e30;
    p->at = -1;
}

#pragma omp declare reduction(accum : acc_t : acc_merge(&omp_out, &omp_in)) \
    initializer(acc_init(&omp_priv))

static int touched[64];

int main(void)
{
    int i;
    double x;
    acc_t a, b;
    acc_init(&a);
    acc_init(&b);
    a.sum = 5;
#pragma omp parallel for schedule(static, 16) reduction(accum : a) private(x)
    for (i = 0; i < N; i++) {
        x = (double)((i * 131) % 997) - 400.0 + (omp_get_thread_num() & 0);
        a.sum += x;
        if (x < a.best || (x == a.best && i < a.at)) {
            a.best = x;
            a.at = i;
        }
    }
    printf("sum=%.1f best=%.1f at=%d\n", a.sum, a.best, a.at);
#pragma omp parallel reduction(accum : b)
    {
        int t = omp_get_thread_num();
        touched[t] = 1;
        b.sum += 1.0;
        if (-t < b.best) {
            b.best = 0.0;
            b.at = 0;
        }
    }
    printf("bsum_pos=%d best=%.1f at=%d t0=%d\n", b.sum >= 1.0, b.best, b.at, touched[0]);
    return 0;
}
