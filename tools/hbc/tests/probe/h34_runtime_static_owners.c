/* schedule(runtime) after omp_set_schedule(omp_sched_static, 2): the loop's schedule is
   static with chunk 2, whose iteration-to-thread mapping OpenMP fixes (chunks dealt
   round-robin in thread order), and codes rely on it for first-touch placement: thread t
   initialises the chunks it will later compute on. Checked inside an SPMD region (the
   team's size read by omp_get_num_threads()) for several chunk sizes. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: chunk=2 same_owner_mismatch=0 formula_mismatch=0
// PROBE-OUTPUT: chunk=5 same_owner_mismatch=0 formula_mismatch=0
// PROBE-OUTPUT: chunk=64 same_owner_mismatch=0 formula_mismatch=0

#define N 1000

int main(void)
{
    int *owner = malloc(N * sizeof(int));
    int chunks[3] = {2, 5, 64};
    for (int c = 0; c < 3; c++) {
        omp_set_schedule(omp_sched_static, chunks[c]);
        int wrong = 0, nt = 1;
#pragma omp parallel
        {
            int t = omp_get_thread_num();
#pragma omp single
            nt = omp_get_num_threads();
#pragma omp for schedule(runtime)
            for (int i = 0; i < N; i++) owner[i] = t;
#pragma omp for schedule(runtime) reduction(+:wrong)
            for (int i = 0; i < N; i++) wrong += owner[i] != t;
        }
        int formula = 0;
        for (int i = 0; i < N; i++) formula += owner[i] != (i / chunks[c]) % nt;
        printf("chunk=%d same_owner_mismatch=%d formula_mismatch=%d\n", chunks[c], wrong, formula);
    }
    free(owner);
    return 0;
}
