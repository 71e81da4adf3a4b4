/* Histogram kernels with atomics on the device: `atomic update` into a mapped bin array in
   a `target teams distribute parallel for`, a counter mapped tofrom and incremented
   atomically, `atomic capture` to hand out slots in an output list (only the count and the
   sum of the list are printed), and a counter the programmer forgot to map: firstprivate on
   the target, so the host's stays 0 (output taken from gcc -fopenmp). */
#include <stdio.h>
#include <stdlib.h>

#define N 50000
#define BINS 32
// PROBE-OUTPUT: bins: 1562 1564 1562 1564 total=50000 big=15624 listed=15624 listsum=390592215 forgot=0

int main(void)
{
    unsigned *data = malloc(N * sizeof(unsigned));
    int hist[BINS] = {0};
    int *list = malloc(N * sizeof(int));
    long total = 0, listsum = 0;
    int big = 0, nlist = 0, forgot = 0, i;
    for (i = 0; i < N; i++) data[i] = (unsigned)(i * 2654435761u) >> 7;
#pragma omp target teams distribute parallel for map(to: data[0:N]) map(tofrom: hist[0:BINS], big)
    for (i = 0; i < N; i++) {
        int b = data[i] % BINS;
#pragma omp atomic update
        hist[b]++;
        if (data[i] % 16 < 5) {
#pragma omp atomic
            big += 1;
        }
    }
#pragma omp target teams distribute parallel for map(to: data[0:N]) map(tofrom: nlist) map(from: list[0:N])
    for (i = 0; i < N; i++) {
        if (data[i] % 16 < 5) {
            int slot;
#pragma omp atomic capture
            slot = nlist++;
            list[slot] = i;
        }
    }
#pragma omp target teams distribute parallel for map(to: data[0:N])
    for (i = 0; i < N; i++)
        if (data[i] % 3 == 0) {
#pragma omp atomic
            forgot++;
        }
    for (i = 0; i < BINS; i++) total += hist[i];
    for (i = 0; i < nlist; i++) listsum += list[i];
    printf("bins: %d %d %d %d total=%ld big=%d listed=%d listsum=%ld forgot=%d\n", hist[0], hist[1], hist[2],
           hist[31], total, big, nlist, listsum, forgot);
    free(data); free(list);
    return 0;
}
