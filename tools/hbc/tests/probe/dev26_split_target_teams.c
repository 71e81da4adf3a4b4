/* `target` and `teams distribute parallel for` written as two directives (the style of
   many offload codes, which put the map clauses on the `target`). A reduction variable
   that only the inner `teams` construct names is firstprivate on the `target` (it is not
   a combined construct), so the host's stays 0 -- a well-known offload pitfall; mapped
   tofrom on the target it comes back. A "last index" scalar written in the loop and not
   mapped keeps the host's value too. Output from gcc -fopenmp. */
#include <stdio.h>
// PROBE-OUTPUT: lost=0 kept=4950 last=-1 lastm=99 maxv=98

int main(void)
{
    int a[100], lost = 0, kept = 0, last = -1, lastm = -1, maxv = 0;
    for (int i = 0; i < 100; i++) a[i] = i;
#pragma omp target map(to: a[0:100])
#pragma omp teams distribute parallel for reduction(+: lost)
    for (int i = 0; i < 100; i++) lost += a[i];

#pragma omp target map(to: a[0:100]) map(tofrom: kept)
#pragma omp teams distribute parallel for reduction(+: kept)
    for (int i = 0; i < 100; i++) kept += a[i];

#pragma omp target
#pragma omp teams distribute parallel for
    for (int i = 0; i < 100; i++)
        if (a[i] == 99) last = i;

#pragma omp target map(tofrom: lastm)
#pragma omp teams distribute parallel for
    for (int i = 0; i < 100; i++)
        if (a[i] == 99) lastm = i;

#pragma omp target map(tofrom: maxv)
    {
#pragma omp teams distribute parallel for reduction(max: maxv)
        for (int i = 0; i < 99; i++)
            if (a[i] > maxv) maxv = a[i];
    }
    printf("lost=%d kept=%d last=%d lastm=%d maxv=%d\n", lost, kept, last, lastm, maxv);
    return 0;
}
