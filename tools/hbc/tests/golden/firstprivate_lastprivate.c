/* A scalar and a struct both firstprivate and lastprivate on a loop: every iteration must see
 * the value from before the loop, even when the chunk with the last iteration (which writes
 * the originals back) finishes before other chunks start. Since session 39 the body's read
 * of `base` before its change counts as a value carried between a thread's iterations,
 * so the loop runs in team mode, whose members copy in before a barrier. */
#include <stdio.h>

struct pair { long a, b; };

int main(void)
{
    const int n = 4000;
    static long out[4000];
    int base = 100;
    struct pair p = {1, 2};
#pragma omp parallel for firstprivate(base, p) lastprivate(base, p)
    for (int i = 0; i < n; i++) {
        out[i] = base + p.a + p.b + i;
        if (i == n - 1) { base = base * 2 + i; p.a = 1000; p.b = 2000; }
    }
    long s = 0;
    for (int i = 0; i < n; i++) s += out[i];
    printf("s=%ld base=%d p=%ld,%ld\n", s, base, p.a, p.b);
    return 0;
}
