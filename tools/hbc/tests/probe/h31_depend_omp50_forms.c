/* OpenMP 5.0 dependence forms: taskwait with depend (wait only for the producer of x),
   mutexinoutset (commutative updates of one accumulator, in any order, never together),
   and an inout chain on one scalar. */
#include <stdio.h>
#include <omp.h>

int main(void)
{
    long x = 0, y = 0, acc = 0, z = 0;
    long hist[4] = {0, 0, 0, 0};
#pragma omp parallel
#pragma omp single
    {
#pragma omp task depend(out : x)
        { for (int i = 1; i <= 1000; i++) x += i; }
#pragma omp task depend(out : y)
        { for (int i = 1; i <= 100; i++) y += i * i; }
#pragma omp taskwait depend(in : x)
        hist[0] = x;                 /* x is ready here */

        for (int k = 1; k <= 10; k++) {
#pragma omp task depend(mutexinoutset : acc) firstprivate(k)
            acc += k * k;
        }
#pragma omp task depend(in : acc) shared(hist)
        hist[1] = acc;

#pragma omp task depend(inout : z)
        z += 5;
#pragma omp task depend(inout : z)
        z *= 3;
#pragma omp taskwait
        hist[2] = y;
        hist[3] = z;
    }
    printf("x=%ld acc=%ld y=%ld z=%ld\n", hist[0], hist[1], hist[2], hist[3]);
    return 0;
}
