/* Minimal (NPB FT C port, checksum()): an orphaned `omp for nowait` accumulating into a
   function-local struct partial (`dcomplex chk`, through a cadd-style macro), combined into
   a global under `omp critical`, then barrier + single. hbc rejects the struct partial:
   "variable 'chk' is private to the enclosing function ... written in a worksharing loop
   without being privatized; not supported". */
#include <stdio.h>

typedef struct { double real, imag; } dcomplex;
#define cadd(c, a, b) (c.real = a.real + b.real, c.imag = a.imag + b.imag)

static dcomplex u1[1024];
static dcomplex sums;

static void checksum(void)
{
    int j;
    dcomplex chk;
    chk.real = 0.0;
    chk.imag = 0.0;
#pragma omp for nowait
    for (j = 0; j < 1024; j++) cadd(chk, chk, u1[j]);
#pragma omp critical
    {
        sums.real += chk.real;
        sums.imag += chk.imag;
    }
#pragma omp barrier
#pragma omp single
    printf("sum=%.6f %.6f\n", sums.real, sums.imag);
}

int main(void)
{
    for (int j = 0; j < 1024; j++) {
        u1[j].real = j * 0.25;
        u1[j].imag = 1.0 / (j + 1);
    }
#pragma omp parallel
    checksum();
    return 0;
}
