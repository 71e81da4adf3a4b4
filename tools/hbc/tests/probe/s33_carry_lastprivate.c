/* lastprivate(v) read before it is assigned in most iterations, in a combined
   `parallel for schedule(static)`: each thread's copy carries through its block in order
   (the blocks of 1, 2 and 3 threads over 96 iterations begin at a multiple of 16, where v is
   set), and the last iteration's copy is copied out. */
#include <stdio.h>
#define N 96
static long out[N];

int main(void)
{
    long v = -1;
#pragma omp parallel for lastprivate(v) schedule(static)
    for (int i = 0; i < N; i++) {
        if (i % 16 == 0) v = 100 * i;
        v += 1;
        out[i] = v;
    }
    long s = 0;
    for (int i = 0; i < N; i++) s += out[i];
    printf("s=%ld v=%ld\n", s, v);
    return 0;
}
