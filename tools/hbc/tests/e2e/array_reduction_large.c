/* An array-section reduction over more than a million elements with a run-time length: the
 * private copies are on the heap, one per worker that runs part of the loop (a copy per
 * heartbeat task would refill and recombine 4 MB at every promotion).
 * E2E-WORKERS: 1 3 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int n = (1 << 20) + argc; /* a run-time length: 1048577 */
    int *cnt = malloc(sizeof(int) * (size_t)n);
    long i, c = 0;
    int k;
    (void)argv;
    for (k = 0; k < n; k++) cnt[k] = k & 3;
#pragma omp parallel for reduction(+:cnt[0:n])
    for (i = 0; i < 3000000; i++) cnt[(unsigned)(i * 2654435761u) % (unsigned)n] += 1 + (int)(i & 1);
    for (k = 0; k < n; k++) c += (long)cnt[k] * (k % 1000 + 1);
    printf("c=%ld\n", c);
    free(cnt);
    return 0;
}
