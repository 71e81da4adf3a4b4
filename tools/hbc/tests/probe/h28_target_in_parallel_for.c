/* A target inside a parallel for body writes a body-local scalar and the loop variable's
   copy: firstprivate, so the host copies keep their values. */
// PROBE-OUTPUT: s=6074272
#include <stdio.h>
int main(void)
{
    int a[64], b[64], c[64], i;
    long s = 0;
#pragma omp parallel for
    for (i = 0; i < 64; i++) {
        int t = i;
        int w = 0;
#pragma omp target map(from : a[i : 1]) map(tofrom : w)
        {
            t = t * 3;
            a[i] = t;
            w = t + 1;
        }
        b[i] = t;
        c[i] = w;
    }
    for (i = 0; i < 64; i++) s += a[i] * 1000 + b[i] * 10 + c[i];
    printf("s=%ld\n", s);
    return 0;
}
