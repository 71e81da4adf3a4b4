/* A nested region whose code (every thread's) updates a max reduction item with an
   assignment, `#pragma omp parallel reduction(max:deep) deep = omp_get_level();`
   (recording the deepest nesting reached), inside a `parallel for` body (no num_threads), next to the
   loop's own max. OpenMP: each nested thread's copy starts at the identity and is
   combined with max, so the item keeps the larger of its old value and the level. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: deep=2 big=7
int main(void)
{
    int deep = 0, big = 0;
#pragma omp parallel for reduction(max:deep, big)
    for (int o = 0; o < 8; o++) {
        if (o > big) big = o;
#pragma omp parallel reduction(max:deep)
        deep = omp_get_level();
    }
    printf("deep=%d big=%d\n", deep, big);
    return 0;
}
