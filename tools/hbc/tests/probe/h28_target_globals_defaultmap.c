/* Globals, declare target globals, static locals and defaultmap(tofrom: scalar) in targets. */
// PROBE-OUTPUT: g=4 dg=21 st=1 loc=1 dm=51
#include <stdio.h>
int g = 1;
int dg = 1;
#pragma omp declare target(dg)
int main(void)
{
    static int st = 1;
    int loc = 1, dm = 1, k;
#pragma omp target
    {
        g = g + 10;
        dg = dg + 20;
        st = st + 30;
        loc = loc + 40;
    }
#pragma omp target defaultmap(tofrom : scalar)
    {
        dm = dm + 50;
    }
    for (k = 0; k < 3; k++) {
#pragma omp target map(tofrom : g)
        g += k;
    }
    printf("g=%d dg=%d st=%d loc=%d dm=%d\n", g, dg, st, loc, dm);
    return 0;
}
