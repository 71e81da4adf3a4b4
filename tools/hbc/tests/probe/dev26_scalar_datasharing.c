/* Data sharing of scalars on `target` as the OpenMP 5.0 rules give it: `defaultmap(tofrom:
   scalar)` on plain and combined constructs, explicit `firstprivate` and `private` on a
   target, scalars written inside a target with no map (firstprivate: the host keeps its
   value), a pointer re-seated inside a target (firstprivate too), a `_Complex` scalar,
   a struct and a one-element array (aggregates: mapped tofrom). Output from gcc -fopenmp. */
#include <stdio.h>
// PROBE-OUTPUT: a=10 b=2 c=3 d=4 e=5 f=1 p0=1 z=1 st=7,8 one=9 g=45 h=6 lim=10
typedef struct { int x, y; } Pt;

int main(void)
{
    int a = 1, b = 2, c = 3, d = 4, e = 5, f = 1, g = 0, h = 0, lim = 10, k;
    double arr1[4] = {1, 2, 3, 4}, arr2[4] = {5, 6, 7, 8}, *p = arr1;
    _Complex double z = 1.0;
    Pt st = {0, 0};
    int one[1] = {0};
#pragma omp target defaultmap(tofrom: scalar)
    { a = 10; }
#pragma omp target firstprivate(b) map(tofrom: h)
    { b = b * 100; h = b / 100 + 4; }
#pragma omp target private(c)
    { c = 77; (void)c; }
#pragma omp target
    {
        d = 40; e += 1; p = arr2; z = 2.0; st.x = 7; st.y = 8; one[0] = 9;
        for (k = 0; k < 3; k++) f *= 2;
    }
#pragma omp target teams distribute parallel for reduction(+:g) defaultmap(tofrom: scalar)
    for (int i = 0; i < lim; i++) g += i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 10; i++) { lim = i; arr2[i % 4] += 0; }
    printf("a=%d b=%d c=%d d=%d e=%d f=%d p0=%g z=%g st=%d,%d one=%d g=%d h=%d lim=%d\n", a, b, c, d, e, f, p[0],
           __real__ z, st.x, st.y, one[0], g, h, lim);
    return 0;
}
