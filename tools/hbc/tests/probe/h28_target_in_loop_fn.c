/* target nested in a loop and in a function called from a parallel for: firstprivate
   scalars, mapped scalars written back, loop counters of the target keep the host value. */
// PROBE-OUTPUT: s=0 m=10 chk=-222816
#include <stdio.h>
static int kernel(int base, int *dst)
{
    int j = -7, t = base;
#pragma omp target map(tofrom : dst[0 : 4])
    {
        for (j = 0; j < 4; j++) { t += j; dst[j] = t; }
    }
    return j * 1000 + t;
}
int main(void)
{
    int k, s = 0, m = 0, i;
    int buf[32][4];
    long chk = 0;
    int ret[32];
    for (k = 0; k < 5; k++) {
#pragma omp target map(tofrom : m)
        {
            s = s + k;
            m = m + s;
        }
    }
#pragma omp parallel for
    for (i = 0; i < 32; i++) ret[i] = kernel(i, buf[i]);
    for (i = 0; i < 32; i++) chk += ret[i] + buf[i][3];
    printf("s=%d m=%d chk=%ld\n", s, m, chk);
    return 0;
}
