/* Pacheco ch. 5 odd-even transposition sort, second version: one parallel region with
   default(none) and the phase loop inside; each phase is an `omp for` over the even or odd
   pairs (implicit barrier between phases). Also the first version, a `parallel for` per
   phase, on a second copy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RMAX 100000

void Odd_even(int a[], int n, int thread_count)
{
    int phase, i, tmp;
#pragma omp parallel num_threads(thread_count) default(none) shared(a, n) private(i, tmp, phase)
    for (phase = 0; phase < n; phase++) {
        if (phase % 2 == 0)
#pragma omp for
            for (i = 1; i < n; i += 2) {
                if (a[i - 1] > a[i]) {
                    tmp = a[i - 1];
                    a[i - 1] = a[i];
                    a[i] = tmp;
                }
            }
        else
#pragma omp for
            for (i = 1; i < n - 1; i += 2) {
                if (a[i] > a[i + 1]) {
                    tmp = a[i + 1];
                    a[i + 1] = a[i];
                    a[i] = tmp;
                }
            }
    }
}

void Odd_even_v1(int a[], int n, int thread_count)
{
    int phase, i, tmp;
    for (phase = 0; phase < n; phase++) {
        if (phase % 2 == 0) {
#pragma omp parallel for num_threads(thread_count) default(none) shared(a, n) private(i, tmp)
            for (i = 1; i < n; i += 2) {
                if (a[i - 1] > a[i]) {
                    tmp = a[i - 1];
                    a[i - 1] = a[i];
                    a[i] = tmp;
                }
            }
        } else {
#pragma omp parallel for num_threads(thread_count) default(none) shared(a, n) private(i, tmp)
            for (i = 1; i < n - 1; i += 2) {
                if (a[i] > a[i + 1]) {
                    tmp = a[i + 1];
                    a[i + 1] = a[i];
                    a[i] = tmp;
                }
            }
        }
    }
}

int main(void)
{
    int n = 1501, i, sorted = 1;
    int *a = malloc(n * sizeof(int)), *b = malloc(n * sizeof(int));
    unsigned s = 12345u;
    long w = 0;
    for (i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        a[i] = (int)((s >> 8) % RMAX);
    }
    memcpy(b, a, n * sizeof(int));
    Odd_even(a, n, 4);
    Odd_even_v1(b, n, 3);
    for (i = 1; i < n; i++)
        if (a[i - 1] > a[i] || a[i] != b[i]) sorted = 0;
    for (i = 0; i < n; i++) w += (long)a[i] * (i % 13 + 1);
    printf("sorted=%d min=%d max=%d median=%d weighted=%ld\n", sorted, a[0], a[n - 1], a[n / 2], w);
    free(a);
    free(b);
    return 0;
}
