/* A `target` (here `target teams`) whose body writes a scalar it does not map: the scalar is
   firstprivate on the target (the host's copy keeps 0). Inside it, a `parallel` whose code
   asks its thread number (team mode). OpenMP runs the target in place on the host; the
   parallel is then the first active level and gets its team of 2 (libgomp: b=0 sum=12 seen=2).
   HeCBench-style kernels do this (a counter or temporary declared before the target). Until
   session 23 hbc took the target's in-place copies for another construct and stopped here. */
// PROBE-OUTPUT: b=0 sum=12 seen=2
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

int main(void)
{
    int b = 0, seen = 0;
    int c[2] = {0, 0};
#pragma omp target teams map(tofrom: c, seen)
    {
        b = 5; /* not mapped: a firstprivate copy */
#pragma omp parallel num_threads(2)
        {
            c[omp_get_thread_num()] = 1 + b;
            if (omp_get_thread_num() == 0) seen = omp_get_num_threads();
        }
    }
    printf("b=%d sum=%d seen=%d\n", b, c[0] + c[1], seen);
    return 0;
}
