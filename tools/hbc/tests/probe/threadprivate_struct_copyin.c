/* threadprivate of a static struct variable and a static array, set in main, `copyin` of
   both into a region whose worksharing loop uses them as per-thread parameters (read-only),
   a threadprivate counter incremented per iteration and combined per thread with
   `atomic`, and a second region without copyin where each thread's persistent copy must
   still be there (the master's). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

typedef struct { double scale; int offset; double coef[4]; } Params;

static Params prm;
static double table[8];
static long work_done;
#pragma omp threadprivate(prm, table)
#pragma omp threadprivate(work_done)

static double apply(int i)
{
    work_done++;
    return prm.scale * (i + prm.offset) + prm.coef[i % 4] + table[i % 8];
}

int main(void)
{
    prm.scale = 0.5;
    prm.offset = 3;
    for (int c = 0; c < 4; c++) prm.coef[c] = c * 0.25;
    for (int t = 0; t < 8; t++) table[t] = t * t;
    double sum = 0;
    long total_work = 0;
#pragma omp parallel copyin(prm, table) reduction(+:sum)
    {
        work_done = 0;
#pragma omp for
        for (int i = 0; i < 5000; i++) sum += apply(i);
#pragma omp atomic
        total_work += work_done;
    }
    double sum2 = 0;
#pragma omp parallel
    {
#pragma omp master
        sum2 = prm.scale + table[7] + prm.coef[3];
    }
    printf("sum=%.6f work=%ld sum2=%.3f\n", sum, total_work, sum2);
    return 0;
}
