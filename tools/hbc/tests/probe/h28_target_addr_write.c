/* Scalars a target names in no map clause are firstprivate: writes through a pointer taken
   inside the target, or in a callee given its address, leave the host's variable alone. */
// PROBE-OUTPUT: x=1 y=2 z=3 d=0.50 in=50,60,4
#include <stdio.h>
static void set(int *p, int v) { *p = v; }
static void add(double *p) { *p += 1.5; }
int main(void)
{
    int x = 1, y = 2, z = 3;
    double d = 0.5;
    int out[3];
#pragma omp target map(from : out)
    {
        int *q = &x;
        *q = 50;
        set(&y, 60);
        add(&d);
        {
            int *r = &z;
            (*r)++;
        }
        out[0] = x; out[1] = y; out[2] = z;
    }
    printf("x=%d y=%d z=%d d=%.2f in=%d,%d,%d\n", x, y, z, d, out[0], out[1], out[2]);
    return 0;
}
