/* NPB EP (class-S-like, shrunk): Gaussian pairs by the Marsaglia polar method from NPB's
   randlc/vranlc linear congruential generator. As in NPB 3.3-OMP, the batch buffer x[] is a
   file-scope static made threadprivate, each thread keeps its own counts qq[] declared inside
   the region, and merges them into q[] under a critical section after a `for nowait`.
   Timers use a wtime() wrapper around omp_get_wtime; only deterministic values print. */
#include <stdio.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define M 16
#define MK 10
#define MM (M - MK)
#define NN (1 << MM)
#define NK (1 << MK)
#define NQ 10
#define EPSILON 1.0e-8
#define A 1220703125.0
#define S 271828183.0

static double x[2 * NK];
#pragma omp threadprivate(x)
static double q[NQ];

static double wtime(void)
{
#ifdef _OPENMP
    return omp_get_wtime();
#else
    return 0.0;
#endif
}

double randlc(double *x, double a)
{
    const double r23 = 1.1920928955078125e-07, r46 = r23 * r23;
    const double t23 = 8.388608e+06, t46 = t23 * t23;
    double t1, t2, t3, t4, a1, a2, x1, x2, z;
    t1 = r23 * a; a1 = (int)t1; a2 = a - t23 * a1;
    t1 = r23 * *x; x1 = (int)t1; x2 = *x - t23 * x1;
    t1 = a1 * x2 + a2 * x1; t2 = (int)(r23 * t1); z = t1 - t23 * t2;
    t3 = t23 * z + a2 * x2; t4 = (int)(r46 * t3); *x = t3 - t46 * t4;
    return r46 * *x;
}

void vranlc(int n, double *x_seed, double a, double y[])
{
    int i;
    for (i = 0; i < n; i++) y[i] = randlc(x_seed, a);
}

int main(void)
{
    double Mops, t1, t2, t3, t4, x1, x2, sx, sy, tm, an, tt, gc;
    double dum[3] = {1.0, 1.0, 1.0};
    int np, i, ik, kk, l, k, nit, k_offset, j;
    double tstart = wtime();

    vranlc(0, &dum[0], dum[1], &dum[2]);
    dum[0] = randlc(&dum[1], dum[2]);
    for (i = 0; i < 2 * NK; i++) x[i] = -1.0e99;
    Mops = log(sqrt(fabs(1.0 > 1.0 ? 1.0 : 1.0)));

    t1 = A;
    vranlc(0, &t1, A, x);
    t1 = A;
    for (i = 0; i < MK + 1; i++) t2 = randlc(&t1, t1);
    an = t1; tt = S; gc = 0.0; sx = 0.0; sy = 0.0;
    for (i = 0; i <= NQ - 1; i++) q[i] = 0.0;
    np = NN;
    k_offset = -1;

#pragma omp parallel default(shared) private(k, kk, t1, t2, t3, t4, i, ik, x1, x2, l)
    {
        double qq[NQ];
        for (i = 0; i < NQ; i++) qq[i] = 0.0;
#pragma omp for reduction(+:sx, sy) nowait
        for (k = 1; k <= np; k++) {
            kk = k_offset + k;
            t1 = S;
            t2 = an;
            for (i = 1; i <= 100; i++) {
                ik = kk / 2;
                if (2 * ik != kk) t3 = randlc(&t1, t2);
                if (ik == 0) break;
                t3 = randlc(&t2, t2);
                kk = ik;
            }
            vranlc(2 * NK, &t1, A, x);
            for (i = 0; i < NK; i++) {
                x1 = 2.0 * x[2 * i] - 1.0;
                x2 = 2.0 * x[2 * i + 1] - 1.0;
                t1 = x1 * x1 + x2 * x2;
                if (t1 <= 1.0) {
                    t2 = sqrt(-2.0 * log(t1) / t1);
                    t3 = (x1 * t2);
                    t4 = (x2 * t2);
                    l = (int)(fabs(t3) > fabs(t4) ? fabs(t3) : fabs(t4));
                    qq[l] += 1.0;
                    sx = sx + t3;
                    sy = sy + t4;
                }
            }
        }
#pragma omp critical
        {
            for (i = 0; i <= NQ - 1; i++) q[i] += qq[i];
        }
    }

    for (i = 0; i <= NQ - 1; i++) gc = gc + q[i];
    tm = wtime() - tstart;
    (void)tm; (void)Mops; (void)j; (void)nit;
    printf(" EP Benchmark Results:\n");
    printf(" N = 2^%5d\n", M);
    printf(" No. Gaussian Pairs = %15.0f\n", gc);
    printf(" Sums = %.9e %.9e\n", sx, sy);
    printf(" Counts:\n");
    for (i = 0; i < NQ; i++) printf("%3d%15.0f\n", i, q[i]);
    return 0;
}
