/* LLNL tutorial matrix multiply: one `parallel shared(a,b,c,nthreads,chunk) private(tid,i,
   j,k)` region that initialises a, b, c with `omp for schedule(static,chunk)` loops and
   then multiplies; every thread counts the rows it did into rows_by[tid] (sized by
   omp_get_max_threads() before the region) and the total must be NRA. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define NRA 62 /* number of rows in matrix A */
#define NCA 15 /* number of columns in matrix A */
#define NCB 7  /* number of columns in matrix B */

int main(int argc, char *argv[])
{
    int tid, nthreads, i, j, k, chunk, maxt;
    double a[NRA][NCA], b[NCA][NCB], c[NRA][NCB];
    int *rows_by;
    long total_rows = 0;
    (void)argc;
    (void)argv;

    chunk = 10;
#ifdef _OPENMP
    maxt = omp_get_max_threads();
#else
    maxt = 1;
#endif
    rows_by = (int *)calloc(maxt, sizeof(int));
    nthreads = 0;

#pragma omp parallel shared(a, b, c, nthreads, chunk, rows_by) private(tid, i, j, k)
    {
#ifdef _OPENMP
        tid = omp_get_thread_num();
#else
        tid = 0;
#endif
        if (tid == 0) {
#ifdef _OPENMP
            nthreads = omp_get_num_threads();
#else
            nthreads = 1;
#endif
        }
#pragma omp for schedule(static, chunk)
        for (i = 0; i < NRA; i++)
            for (j = 0; j < NCA; j++) a[i][j] = i + j;
#pragma omp for schedule(static, chunk)
        for (i = 0; i < NCA; i++)
            for (j = 0; j < NCB; j++) b[i][j] = i * j;
#pragma omp for schedule(static, chunk)
        for (i = 0; i < NRA; i++)
            for (j = 0; j < NCB; j++) c[i][j] = 0;

#pragma omp for schedule(static, chunk)
        for (i = 0; i < NRA; i++) {
            rows_by[tid]++;
            for (j = 0; j < NCB; j++)
                for (k = 0; k < NCA; k++) c[i][j] += a[i][k] * b[k][j];
        }
    }
    for (i = 0; i < maxt; i++) total_rows += rows_by[i];
    printf("Result Matrix (selected):\n");
    for (i = 0; i < NRA; i += 10) {
        for (j = 0; j < NCB; j++) printf("%6.2f   ", c[i][j]);
        printf("\n");
    }
    printf("rows=%ld threads_in_range=%d\n", total_rows, nthreads >= 1 && nthreads <= maxt);
    free(rows_by);
    return 0;
}
