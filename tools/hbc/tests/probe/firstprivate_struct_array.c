/* The body writes its firstprivate copy, which the sequential build cannot show: the right
   output is gcc -fopenmp's, the same at OMP_NUM_THREADS=1, 2, 3. */
// PROBE-OUTPUT: s=2951.500000 alpha=2.00 w0=1 lastshift=999
/* firstprivate of a struct and of a fixed-size array on a parallel region; private of a
   pointer; lastprivate of a struct. */
#include <stdio.h>
#define N 1000

struct params { double alpha; int shift; double coef[4]; };

static double in[N], out[N];

int main(void)
{
    struct params p = { 2.0, 3, { 1.0, 0.5, 0.25, 0.125 } };
    int weights[4] = { 1, 2, 3, 4 };
    struct params lastp;
    double *ptr;
    for (int i = 0; i < N; i++) in[i] = (i % 11) - 5;
#pragma omp parallel firstprivate(p, weights) private(ptr)
    {
        p.alpha *= 0.5;
        weights[0] = 10;
#pragma omp for lastprivate(lastp)
        for (int i = 0; i < N; i++) {
            ptr = &out[i];
            *ptr = p.alpha * in[i] * p.coef[i % 4] * weights[i % 4] + p.shift;
            lastp = p;
            lastp.shift = i;
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++) s += out[i];
    printf("s=%.6f alpha=%.2f w0=%d lastshift=%d\n", s, p.alpha, weights[0], lastp.shift);
    return 0;
}
