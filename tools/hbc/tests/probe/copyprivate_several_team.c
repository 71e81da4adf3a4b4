/* copyprivate of several variables at once (an int, a double, a struct, a C array and a
   pointer) from a `single` in a region that uses omp_get_thread_num() (team mode): every
   thread sees the single's values in its private copies afterwards; a second single with
   copyprivate inside a loop of phases. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

typedef struct { int a; double b; } pair;

int main(void)
{
    int agree = 0, members = 0;
    long phase_sum = 0;
    static double store[5];
#pragma omp parallel reduction(+ : agree, members, phase_sum)
    {
        int n = 0;
        double d = 0;
        pair p;
        int arr[4];
        double *ptr;
        int t = omp_get_thread_num();
#pragma omp single copyprivate(n, d, p, arr, ptr)
        {
            n = 42;
            d = 2.5;
            p.a = 7;
            p.b = -1.25;
            for (int k = 0; k < 4; k++) arr[k] = k * k;
            ptr = store;
        }
        agree += n == 42 && d == 2.5 && p.a == 7 && p.b == -1.25 && arr[3] == 9 && ptr == store;
        members++;
        for (int ph = 0; ph < 5; ph++) {
            int v;
#pragma omp single copyprivate(v)
            v = ph * 10 + 1;
            phase_sum += v;
            if (t == 0) store[ph] = v;
#pragma omp barrier
        }
    }
    printf("agree=%s phase-per-member=%ld store4=%.0f\n", agree == members ? "all" : "some", phase_sum / members,
           store[4]);
    return 0;
}
