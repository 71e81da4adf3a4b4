// PROBE-ACCEPT: build-failed (clang 14, hbc's parser, does not know this OpenMP 5.1 construct; docs/hbc-limits.md, Limitations)
/* OpenMP 5.1 `atomic compare` (min/max/equality forms) and `atomic capture` forms:
   `{v = x; x += e;}`, `{x++; v = x;}`, `v = x++`, `v = --x` in a parallel loop that hands
   out slots and tracks the extremes. */
#include <stdio.h>
#define N 40000

static int slot_of[N];
static int used[N];

int main(void)
{
    int next = 0, lo = 1 << 30, hi = -(1 << 30), flag = 0;
    long bytes = 0;
    int down = N;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        int key = (int)((i * 40503u) % 65521u) - 30000;
        int s, d;
        long before;
#pragma omp atomic capture
        s = next++;
        slot_of[i] = s;
#pragma omp atomic compare
        if (key < lo) { lo = key; }
#pragma omp atomic compare
        if (key > hi) { hi = key; }
#pragma omp atomic compare
        if (flag == 0) { flag = (key == 12345) ? 1 : 0; }
#pragma omp atomic capture
        {
            before = bytes;
            bytes += key & 15;
        }
#pragma omp atomic capture
        d = --down;
        (void)before;
        (void)d;
    }
    for (int i = 0; i < N; i++) used[slot_of[i]]++;
    int ok = 1;
    for (int i = 0; i < N; i++) ok &= used[i] == 1;
    printf("next=%d lo=%d hi=%d bytes=%ld down=%d ok=%d\n", next, lo, hi, bytes, down, ok);
    return 0;
}
