/* firstprivate in team mode with C89 variables: firstprivate on a worksharing loop whose
   body asks its thread number under schedule(static, 10) and changes its copy (each chunk
   of one member continues from that member's copy, so only per-chunk-independent values are
   printed), firstprivate of a struct and of an array on a combined static loop, and a
   variable both firstprivate and lastprivate. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 200

typedef struct { int off; int mul; } cfg_t;

static long res[N];

int main(void)
{
    int i, base, fl;
    cfg_t cfg;
    int w[4];
    long s;
    base = 5;
    fl = 100;
    cfg.off = 3;
    cfg.mul = 4;
    w[0] = 1; w[1] = 2; w[2] = 3; w[3] = 4;
#pragma omp parallel
    {
        int me = omp_get_thread_num();
#pragma omp for schedule(static, 10) firstprivate(base)
        for (i = 0; i < N; i++) {
            res[i] = base + (me >= 0);
            base = 5; /* reset, each iteration sees 5 */
        }
    }
#pragma omp parallel for schedule(static) firstprivate(cfg, w)
    for (i = 0; i < N; i++) {
        res[i] += (long)cfg.mul * i + cfg.off + w[i % 4] + omp_get_thread_num() * 0;
        cfg.off = 3;
        w[i % 4] = w[i % 4];
    }
#pragma omp parallel for schedule(static) firstprivate(fl) lastprivate(fl)
    for (i = 0; i < N; i++) {
        res[i] += fl >= 100 ? 1 : 1000;
        fl = 100 + i + omp_get_thread_num() * 0;
    }
    s = 0;
    for (i = 0; i < N; i++) s += res[i] * (i % 9 + 1);
    printf("s=%ld fl=%d cfg=%d,%d w3=%d\n", s, fl, cfg.off, cfg.mul, w[3]);
    return 0;
}
