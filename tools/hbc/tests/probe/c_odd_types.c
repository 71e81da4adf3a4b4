/* C reductions and captures of less common types: double _Complex, _Bool, unsigned char
   max, a function pointer and a const struct read in the body, a VLA and sizeof of it. */
#include <complex.h>
#include <stdio.h>

struct cfg { int mod; double w[3]; };
static double sq(double x) { return x * x; }

int main(int argc, char **argv)
{
    int n = 2000 + argc - 1;
    (void)argv;
    double vla[n];
    const struct cfg c = { 7, { 0.5, 1.5, 2.5 } };
    double (*fn)(double) = sq;
    double _Complex z = 0;
    _Bool any = 0;
    unsigned char mx = 0;
    size_t bytes = 0;
#pragma omp parallel for reduction(+:z, bytes) reduction(||:any) reduction(max:mx)
    for (int i = 0; i < n; i++) {
        vla[i] = fn(i % c.mod) * c.w[i % 3];
        z += vla[i] + I * (i % 3);
        any = any || vla[i] > 80;
        unsigned char b = (unsigned char)(i * 37);
        mx = b > mx ? b : mx;
        bytes += sizeof vla / (size_t)n;
    }
    printf("re=%.2f im=%.2f any=%d mx=%d bytes=%zu\n", creal(z), cimag(z), any, mx, bytes);
    return 0;
}
