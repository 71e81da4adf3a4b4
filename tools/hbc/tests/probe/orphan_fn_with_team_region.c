/* A function holding an orphaned `omp for` and a region that splits work by thread id,
   called both from sequential code (the region gets a team) and from inside a team-mode
   region (the region is nested at run time: a team of one, which must still do all the
   work, since omp_get_num_threads() answers 1 there). The orphaned loop binds to the outer
   team in the nested calls: its iterations are shared, so total is 2 x 4950 at any team
   size (the sequential build, where every call runs them all, cannot give it). */
// PROBE-OUTPUT: parts=496 nested_per_member=496 total=9900
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

static long total;

static void work(long *parts, int np)
{
#pragma omp for reduction(+ : total)
    for (int i = 0; i < 100; i++) total += i;
#pragma omp parallel
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < np; i += n) parts[i] += i;
    }
}

int main(void)
{
    long parts[32] = {0};
    work(parts, 32);
    long nested[4][32] = {{0}};
    int seen[64] = {0};
#pragma omp parallel num_threads(4)
    {
        int t = omp_get_thread_num();
        seen[t & 63] = 1;
        work(nested[t & 3], 32);
    }
    long s = 0, ns = 0;
    for (int i = 0; i < 32; i++) s += parts[i];
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 32; i++) ns += nested[k][i];
    /* the nested calls: each member of the outer team runs work() once */
    int members = 0;
    for (int k = 0; k < 64; k++) members += seen[k];
    printf("parts=%ld nested_per_member=%ld total=%ld\n", s, ns / members, total);
    return 0;
}
