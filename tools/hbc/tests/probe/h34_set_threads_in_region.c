/* omp_set_num_threads() called inside a parallel region (as a library does to keep its own
   nested calls serial) sets nthreads-var of the calling thread's implicit task only: inside,
   that thread's omp_get_max_threads() answers 1; after the region the initial thread still
   answers 3, and the next region (tid-strided sum, team size recorded by thread 0) has the
   3 members it asked for. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: before=3 inner_bad=0 after=3
// PROBE-OUTPUT: team=3 sum=499500

static int serial_helper(void)
{
    /* a "library" routine: it forces its own nested regions to one thread */
    omp_set_num_threads(1);
    return omp_get_max_threads();
}

int main(void)
{
    omp_set_num_threads(3);
    int before = omp_get_max_threads();
    int inner_bad = 0;
#pragma omp parallel
    {
        int m = serial_helper();
        if (m != 1) {
#pragma omp atomic
            inner_bad++;
        }
    }
    printf("before=%d inner_bad=%d after=%d\n", before, inner_bad, omp_get_max_threads());

    long sum = 0;
    int team = 0;
#pragma omp parallel reduction(+:sum)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        if (t == 0) team = n;
        for (int i = t; i < 1000; i += n) sum += i;
    }
    printf("team=%d sum=%ld\n", team, sum);
    return 0;
}
