/* Tasks, barriers and thread ids in one region: each thread creates tasks that fill its own
   slots (indexed by omp_get_thread_num()), the barrier completes them, then every thread
   reads all slots; a second phase's tasks, created by `single`, are complete after the
   single's barrier; taskwait inside a task. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define K 16
#define MAXT 64

static long slot[MAXT][K];
static long phase2[100];
static long seen_total[MAXT];

static long fib(int n)
{
    if (n < 2) return n;
    long x, y;
#pragma omp task shared(x)
    x = fib(n - 1);
#pragma omp task shared(y)
    y = fib(n - 2);
#pragma omp taskwait
    return x + y;
}

int main(void)
{
    int nth = 1;
    int bad = 0;
    long expect2 = 0;
    for (int i = 0; i < 100; i++) expect2 += fib(i % 15);
#pragma omp parallel reduction(+ : bad)
    {
        int t = omp_get_thread_num();
#pragma omp single
        nth = omp_get_num_threads();
        for (int k = 0; k < K; k++) {
#pragma omp task firstprivate(k, t)
            slot[t][k] = (long)(t + 1) * 1000 + k;
        }
#pragma omp barrier
        long s = 0;
        for (int u = 0; u < nth; u++)
            for (int k = 0; k < K; k++) s += slot[u][k];
        seen_total[t] = s;
#pragma omp single
        {
            for (int i = 0; i < 100; i++) {
#pragma omp task firstprivate(i)
                phase2[i] = fib(i % 15);
            }
        }
        long p = 0;
        for (int i = 0; i < 100; i++) p += phase2[i];
        bad += p != expect2;
        if (t == 0) seen_total[MAXT - 1] = p;
    }
    long expect = 0;
    for (int u = 0; u < nth; u++)
        for (int k = 0; k < K; k++) expect += (long)(u + 1) * 1000 + k;
    int ok = 1;
    for (int u = 0; u < nth; u++) ok &= seen_total[u] == expect;
    printf("slots-ok=%d phase2=%ld bad=%d\n", ok, seen_total[MAXT - 1], bad);
    return 0;
}
