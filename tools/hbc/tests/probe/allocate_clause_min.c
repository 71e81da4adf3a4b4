/* The OpenMP 5.0 `allocate` clause on a private item of a `parallel for`: hbc refuses it
   ("unsupported clause 'allocate'"), though docs/hbc.md does not list it as unsupported;
   it only chooses where the private copy lives and could be dropped. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: t=4950.000000
int main(void)
{
    double t = 0, tmp = 0;
#pragma omp parallel for private(tmp) allocate(omp_default_mem_alloc : tmp) reduction(+ : t)
    for (int i = 0; i < 100; i++) {
        tmp = i;
        t += tmp;
    }
    printf("t=%.6f\n", t);
    return 0;
}
