/* threadprivate bookkeeping in the textbook style: a file-scope `static int counter`
   declared threadprivate, incremented by each thread in a work-shared loop and summed with
   an atomic at the end of the region; a threadprivate work buffer initialised by copyin
   from the master's copy; persistence of the threadprivate value across two regions
   (dyn-var false, same team size) checked by a reduction. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 1000

static int counter = 0;
#pragma omp threadprivate(counter)

double work[4];
#pragma omp threadprivate(work)

int increment_counter(void)
{
    counter++;
    return counter;
}

int main(void)
{
    int i, total = 0, total2 = 0, copied_ok = 0;
    long persist = 0, persist_ref = 0;
    double s = 0.0;

#ifdef _OPENMP
    omp_set_dynamic(0);
#endif
    work[0] = 1.5;
    work[1] = 2.5;
    work[2] = 3.5;
    work[3] = 4.5;

#pragma omp parallel copyin(work) reduction(+ : copied_ok)
    {
        counter = 0;
#pragma omp for
        for (i = 0; i < N; i++) increment_counter();
#pragma omp atomic
        total += counter;
        copied_ok += (work[0] == 1.5 && work[3] == 4.5) ? 0 : 1;
        work[1] = 10.0;
    }

#pragma omp parallel reduction(+ : persist, persist_ref, total2)
    {
        persist += counter;
        persist_ref += counter;
        total2 += counter;
    }

#pragma omp parallel for reduction(+ : s) copyin(work)
    for (i = 0; i < N; i++) s += work[i % 4];

    printf("total=%d total2=%d bad_copies=%d persist_same=%d s=%.1f\n", total, total2, copied_ok,
           persist == persist_ref, s);
    return 0;
}
