/* NPB EP-style: a threadprivate buffer of random numbers filled by a generator routine
   through a pointer, a region-private count array `q` accumulated by an `omp for` with
   reduction(+:sx, sy) and merged into the global counts in a `critical`; the generator's
   seed for each batch is computed from the batch number (so the result does not depend on
   the split), with copyin of the buffer. */
#include <stdio.h>
#include <math.h>
#define NK 256
#define NQ 10
#define BATCHES 200

static double xbuf[2 * NK];
#pragma omp threadprivate(xbuf)

static double gq[NQ];

static unsigned long long skip(unsigned long long seed, long n)
{
    for (long i = 0; i < n % 97; i++) seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return seed ^ (unsigned long long)n * 0x9E3779B97F4A7C15ULL;
}

static void vranlc(int n, unsigned long long *seed, double *y)
{
    for (int i = 0; i < n; i++) {
        *seed = *seed * 6364136223846793005ULL + 1442695040888963407ULL;
        y[i] = (double)(*seed >> 11) * (1.0 / 9007199254740992.0);
    }
}

int main(void)
{
    double sx = 0.0, sy = 0.0;
    for (int i = 0; i < 2 * NK; i++) xbuf[i] = -1.0;
#pragma omp parallel copyin(xbuf)
    {
        double q[NQ];
        for (int i = 0; i < NQ; i++) q[i] = 0.0;
#pragma omp for reduction(+:sx, sy)
        for (int k = 1; k <= BATCHES; k++) {
            unsigned long long seed = skip(271828183ULL, k);
            vranlc(2 * NK, &seed, xbuf);
            for (int i = 0; i < NK; i++) {
                double x1 = 2.0 * xbuf[2 * i] - 1.0, x2 = 2.0 * xbuf[2 * i + 1] - 1.0;
                double t1 = x1 * x1 + x2 * x2;
                if (t1 <= 1.0) {
                    double t2 = sqrt(-2.0 * log(t1) / t1);
                    double t3 = x1 * t2, t4 = x2 * t2;
                    int l = (int)fmax(fabs(t3), fabs(t4));
                    if (l < NQ) q[l] += 1.0;
                    sx += t3;
                    sy += t4;
                }
            }
        }
#pragma omp critical
        {
            for (int i = 0; i < NQ; i++) gq[i] += q[i];
        }
    }
    double gc = 0.0;
    for (int i = 0; i < NQ; i++) gc += gq[i];
    printf("sx=%.8e sy=%.8e gc=%.0f q0=%.0f q1=%.0f q2=%.0f\n", sx, sy, gc, gq[0], gq[1], gq[2]);
    return 0;
}
