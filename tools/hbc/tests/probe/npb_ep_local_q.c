/* NPB EP-style embarrassingly parallel Gaussian pairs without threadprivate: a `parallel`
   region with a region-local histogram `double q[NQ]` and generator state in a local array,
   an `omp for reduction(+:sx,sy)` whose body seeds the generator from the batch number
   (vranlc-style linear congruential stream, skip-ahead by repeated squaring), and an
   `omp critical` merging each thread's q into the shared totals. */
#include <stdio.h>
#include <math.h>

#define MK 10
#define NK (1 << MK)
#define NN 64
#define NQ 10
#define A 1220703125.0
#define S 271828183.0

static double randlc(double *x, double a)
{
    const double r23 = 1.0 / 8388608.0, r46 = r23 * r23, t23 = 8388608.0, t46 = t23 * t23;
    double t1, t2, t3, t4, a1, a2, x1, x2, z;
    t1 = r23 * a; a1 = (int)t1; a2 = a - t23 * a1;
    t1 = r23 * (*x); x1 = (int)t1; x2 = *x - t23 * x1;
    t1 = a1 * x2 + a2 * x1; t2 = (int)(r23 * t1); z = t1 - t23 * t2;
    t3 = t23 * z + a2 * x2; t4 = (int)(r46 * t3); *x = t3 - t46 * t4;
    return r46 * (*x);
}

static void vranlc(int n, double *x, double a, double y[])
{
    int i;
    for (i = 0; i < n; i++) y[i] = randlc(x, a);
}

double gq[NQ];

int main(void)
{
    double sx = 0.0, sy = 0.0, gc = 0.0;
    double an, t1;
    int i, k;
    for (i = 0; i < NQ; i++) gq[i] = 0.0;
    t1 = A;
    for (i = 0; i < MK + 1; i++) randlc(&t1, t1);
    an = t1;

#pragma omp parallel default(shared) private(k, i)
    {
        double q[NQ];
        double x[2 * NK];
        double t1p, t2, t3, t4, x1, x2;
        int kk, ik, l;
        for (i = 0; i < NQ; i++) q[i] = 0.0;
#pragma omp for reduction(+:sx, sy)
        for (k = 1; k <= NN; k++) {
            kk = k - 1;
            t1p = S;
            t2 = an;
            for (i = 1; i <= 100; i++) {
                ik = kk / 2;
                if (2 * ik != kk) t3 = randlc(&t1p, t2);
                if (ik == 0) break;
                t3 = randlc(&t2, t2);
                kk = ik;
            }
            vranlc(2 * NK, &t1p, A, x);
            for (i = 0; i < NK; i++) {
                x1 = 2.0 * x[2 * i] - 1.0;
                x2 = 2.0 * x[2 * i + 1] - 1.0;
                t1p = x1 * x1 + x2 * x2;
                if (t1p <= 1.0) {
                    t2 = sqrt(-2.0 * log(t1p) / t1p);
                    t3 = x1 * t2;
                    t4 = x2 * t2;
                    l = (int)fmax(fabs(t3), fabs(t4));
                    q[l] += 1.0;
                    sx += t3;
                    sy += t4;
                }
            }
        }
#pragma omp critical
        {
            for (i = 0; i < NQ; i++) gq[i] += q[i];
        }
    }
    for (i = 0; i < NQ; i++) gc += gq[i];
    printf("sx=%.12e sy=%.12e gc=%.0f\n", sx, sy, gc);
    for (i = 0; i < NQ; i++) printf("q[%d]=%.0f\n", i, gq[i]);
    return 0;
}
