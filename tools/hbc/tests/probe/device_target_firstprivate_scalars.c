/* Scalars that a `target` construct names in no map clause are firstprivate on it: the
   construct works on a copy and the host's variable keeps its value. C89-style loop counters
   declared at the top, a counter, and a loop's temporary; a mapped scalar and
   defaultmap(tofrom: scalar) do write back. */
#include <stdio.h>
// PROBE-OUTPUT: count=0 i=-1 hits=40 last=-1 t=7 total=4950 d=5
int main(void)
{
    int a[100], i = -1, count = 0, hits = 0, last = -1, t = 7, total = 0, d = 0;
    for (int k = 0; k < 100; k++) a[k] = k % 5;
#pragma omp target map(to: a[0:100]) map(tofrom: hits)
    {
        for (i = 0; i < 100; i++)
            if (a[i] > 2) { count++; hits++; }
    }
#pragma omp target teams distribute parallel for map(tofrom: a[0:100])
    for (int k = 0; k < 100; k++) {
        t = a[k] * 2;    /* the target's copy of t: each thread's, since iterations would race on one */
        a[k] = t + 1;
        if (k == 99) last = k;
    }
#pragma omp target teams distribute parallel for reduction(+:total)
    for (int k = 0; k < 100; k++) total += k;
#pragma omp target defaultmap(tofrom: scalar)
    d = 5;
    printf("count=%d i=%d hits=%d last=%d t=%d total=%d d=%d\n", count, i, hits, last, t, total, d);
    return 0;
}
