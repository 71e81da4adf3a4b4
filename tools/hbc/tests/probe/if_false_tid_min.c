/* Minimal: `parallel for if(0)` is a team of one, so omp_get_thread_num() is 0 in its body;
   hbc ignores the `if` and runs iterations on workers with other ids. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

int main(void)
{
    long bad = 0;
#pragma omp parallel for if(0) reduction(+:bad)
    for (int i = 0; i < 100000; i++) bad += omp_get_thread_num() != 0;
    printf("bad=%ld\n", bad);
    return 0;
}
