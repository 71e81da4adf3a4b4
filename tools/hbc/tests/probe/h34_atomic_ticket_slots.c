/* Ticket counters with every `atomic capture` form: iterations of a parallel for take a
   ticket (v = x++), write their item into slot[ticket]; a second counter counts down
   (v = --x); a third hands out ranges of 3 ({v = x; x += 3;}); a fourth records the new
   value ({x += 2; v = x;}) and a swap ({v = x; x = e;}) keeps the last writer. The slots
   must hold a permutation of the items; only order-free facts are printed. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: filled=5000 perm=1 sum=12497500
// PROBE-OUTPUT: down_min=0 down_final=0
// PROBE-OUTPUT: ranges_ok=1 range_end=15000
// PROBE-OUTPUT: newvals_even=1 max_new=10000
// PROBE-OUTPUT: swap_seen_ok=1

#define N 5000

int main(void)
{
    int *slot = malloc(N * sizeof(int));
    int *taken = calloc(3 * N + 3, sizeof(int));
    int *newv = calloc(2 * N + 2, sizeof(int));
    int next = 0, down = N, range = 0, twos = 0, last = -1;
    int down_min = N, swap_bad = 0;
    for (int i = 0; i < N; i++) slot[i] = -1;

#pragma omp parallel for schedule(dynamic, 7)
    for (int i = 0; i < N; i++) {
        int t;
#pragma omp atomic capture
        t = next++;
        slot[t] = i;

        int d;
#pragma omp atomic capture
        d = --down;
        if (d < 0) abort();
#pragma omp critical(dmin)
        if (d < down_min) down_min = d;

        int r;
#pragma omp atomic capture
        { r = range; range += 3; }
        for (int k = 0; k < 3; k++) {
#pragma omp atomic
            taken[r + k]++;
        }

        int nv;
#pragma omp atomic capture
        { twos += 2; nv = twos; }
        newv[nv] = 1;

        int prev;
#pragma omp atomic capture
        { prev = last; last = i; }
        if (prev < -1 || prev >= N) {
#pragma omp atomic
            swap_bad++;
        }
    }

    int *seen = calloc(N, sizeof(int));
    int perm = 1, filled = 0;
    long sum = 0;
    for (int i = 0; i < N; i++) {
        if (slot[i] >= 0) {
            filled++;
            sum += slot[i];
            if (seen[slot[i]]++) perm = 0;
        }
    }
    int ranges_ok = 1;
    for (int i = 0; i < 3 * N; i++) ranges_ok &= taken[i] == 1;
    int even = 1, cnt = 0;
    for (int i = 0; i <= 2 * N; i++) {
        if (newv[i]) {
            cnt++;
            even &= (i % 2 == 0) && i > 0;
        }
    }
    printf("filled=%d perm=%d sum=%ld\n", filled, perm, sum);
    printf("down_min=%d down_final=%d\n", down_min, down);
    printf("ranges_ok=%d range_end=%d\n", ranges_ok, range);
    printf("newvals_even=%d max_new=%d\n", even && cnt == N, twos);
    printf("swap_seen_ok=%d\n", swap_bad == 0 && last >= 0 && last < N);
    free(slot); free(taken); free(newv); free(seen);
    return 0;
}
