/* omp_set_max_active_levels / omp_set_nested toggled between phases, as codes that enable
   nesting for one phase do. With 2 active levels libgomp gives the inner region its own
   team, hbc a team of one (it supports one level, documented), so that phase prints only
   what both must agree on: the inner sum, and that the inner bodies ran exactly as often
   as the inner team sizes say. With max-active-levels 1 or omp_set_nested(0) the inner
   team has 1 thread; with 0 even the outer region has 1 thread. The outer regions use
   num_threads(2). */
#include <stdio.h>
#include <omp.h>

static void phase(const char *tag)
{
    long sum = 0;
    int bodies = 0, sizes = 0, outer_sizes = 0, inpar = 0;
#pragma omp parallel num_threads(2) reduction(+:sum, outer_sizes)
    {
        if (omp_get_thread_num() == 0) {
            outer_sizes = omp_get_num_threads();
            inpar = omp_in_parallel();
        }
#pragma omp parallel num_threads(2) reduction(+:sum)
        {
#pragma omp atomic
            bodies++;
            if (omp_get_thread_num() == 0) {
#pragma omp atomic
                sizes += omp_get_num_threads();
            }
#pragma omp for
            for (int i = 0; i < 1000; i++) sum += i;
        }
    }
    printf("%s: maxact_ge1=%d sum=%ld consistent=%d outer=%d inpar=%d\n", tag,
           omp_get_max_active_levels() >= 1, sum,
           bodies == sizes, outer_sizes, inpar);
}

static void phase1(const char *tag)
{
    long sum = 0;
    int sizes = 0;
#pragma omp parallel num_threads(2) reduction(+:sum, sizes)
    {
#pragma omp parallel num_threads(2) reduction(+:sum, sizes)
        {
            sizes += omp_get_num_threads();
#pragma omp for
            for (int i = 0; i < 1000; i++) sum += i;
        }
    }
    printf("%s: maxact=%d sum=%ld inner_sizes=%d\n", tag, omp_get_max_active_levels(), sum, sizes);
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: default: maxact=1 sum=999000 inner_sizes=2
// PROBE-OUTPUT: two: maxact_ge1=1 sum=999000 consistent=1 outer=2 inpar=1
// PROBE-OUTPUT: one: maxact=1 sum=999000 inner_sizes=2
// PROBE-OUTPUT: zero: maxact_ge1=0 sum=499500 consistent=1 outer=1 inpar=0
// PROBE-OUTPUT: zero-nested: maxact=0 sum=499500 inner_sizes=1
// PROBE-OUTPUT: nested0: maxact=1 sum=999000 inner_sizes=2 nested=0
int main(void)
{
    phase1("default");
    omp_set_max_active_levels(2);
    phase("two");
    omp_set_max_active_levels(1);
    phase1("one");
    omp_set_max_active_levels(0);
    phase("zero");
    phase1("zero-nested");
    omp_set_max_active_levels(2);
    omp_set_nested(0);
    long sum = 0;
    int sizes = 0;
#pragma omp parallel num_threads(2) reduction(+:sum, sizes)
    {
#pragma omp parallel num_threads(2) reduction(+:sum, sizes)
        {
            sizes += omp_get_num_threads();
#pragma omp for
            for (int i = 0; i < 1000; i++) sum += i;
        }
    }
    printf("nested0: maxact=%d sum=%ld inner_sizes=%d nested=%d\n", omp_get_max_active_levels(), sum,
           sizes, omp_get_nested());
    return 0;
}
