/* Each thread allocates a scratch histogram, fills it over its share of a worksharing
   loop, publishes the pointer in a shared table, and after a barrier one thread merges and
   frees all of them in a `single`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define N 50000
#define BINS 32

static int keys[N];
static long merged[BINS];

int main(void)
{
    for (int i = 0; i < N; i++) keys[i] = (i * 2654435761u) >> 27;
    int maxt = omp_get_max_threads();
    long **tables = calloc(maxt, sizeof(long *));
    int used = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        long *h = malloc(BINS * sizeof(long));
        memset(h, 0, BINS * sizeof(long));
        tables[t] = h;
#pragma omp for
        for (int i = 0; i < N; i++) h[keys[i] % BINS]++;
#pragma omp barrier
#pragma omp single
        {
            used = omp_get_num_threads();
            for (int u = 0; u < used; u++) {
                for (int b = 0; b < BINS; b++) merged[b] += tables[u][b];
                free(tables[u]);
                tables[u] = NULL;
            }
        }
    }
    long tot = 0;
    for (int b = 0; b < BINS; b++) tot += merged[b] * (b + 1);
    printf("tot=%ld m0=%ld m31=%ld used_ok=%d\n", tot, merged[0], merged[31], used >= 1 && used <= maxt);
    free(tables);
    return 0;
}
