/* Nested regions met in a team-mode region's own constructs: the outer region (2
   threads, manual split by thread id so it needs a team) has an `omp for` whose body
   opens a `parallel for` (each outer iteration's inner loop runs whole on its thread),
   a thread-0-only branch opening a region with an explicit `barrier` and `single nowait`
   (a team of one meets the barrier alone; the outer team is not involved), and a nested
   region with default(none) naming the outer thread's privates. */
#include <stdio.h>
#include <omp.h>
#define M 12
#define K 50

static double w[M][K];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: rows=10650.0 tids=0 sizes=12 byid=2 solo=3 priv0=5 priv1=6
int main(void)
{
    double rows = 0;
    int tids = 0, sizes = 0, byid = 0, solo = 0, priv[2];
    for (int m = 0; m < M; m++)
        for (int k = 0; k < K; k++) w[m][k] = m + k * 0.5;
#pragma omp parallel num_threads(2) reduction(+:rows, tids, sizes, byid)
    {
        int me = omp_get_thread_num();
        byid += me + 1 > 0;
#pragma omp for schedule(dynamic, 1)
        for (int m = 0; m < M; m++) {
            double s = 0;
            int tn = 0, nt = 0;
#pragma omp parallel for reduction(+:s) reduction(max:tn, nt)
            for (int k = 0; k < K; k++) {
                s += w[m][k];
                if (omp_get_thread_num() > tn) tn = omp_get_thread_num();
                if (omp_get_num_threads() > nt) nt = omp_get_num_threads();
            }
            rows += s;
            tids += tn;
            sizes += nt;
        }
        if (me == 0) {
#pragma omp parallel shared(solo)
            {
                solo++;
#pragma omp barrier
#pragma omp single nowait
                solo++;
#pragma omp barrier
                solo += omp_get_num_threads();
            }
        }
        int mine = 5 + me, copy = 0;
#pragma omp parallel default(none) shared(mine, copy)
        {
            copy = mine;
        }
        priv[me] = copy;
    }
    printf("rows=%.1f tids=%d sizes=%d byid=%d solo=%d priv0=%d priv1=%d\n", rows, tids, sizes, byid, solo,
           priv[0], priv[1]);
    return 0;
}
