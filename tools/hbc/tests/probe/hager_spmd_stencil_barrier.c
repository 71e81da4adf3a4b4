/* Hager & Wellein-style SPMD Jacobi: one parallel region for the whole time loop; each
   thread computes its own row block [lo, hi) from omp_get_thread_num() and
   omp_get_num_threads(), sweeps it, meets the others at a barrier, and thread 0 swaps the
   two grid pointers (shared) before a second barrier. The residual is summed per thread
   into a padded array and combined by thread 0 every 10 steps. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define NX 130
#define NY 90
#define STEPS 60
#define PAD 8

int main(void)
{
    double *phi0 = malloc(sizeof(double) * NX * NY), *phi1 = malloc(sizeof(double) * NX * NY);
    double *src = phi0, *dst = phi1;
    int maxt = omp_get_max_threads();
    double *res = calloc((size_t)maxt * PAD, sizeof(double));
    double hist[STEPS / 10];
    int i, j, t;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            double v = (i == 0) ? 1.0 : (j == 0 ? 0.5 : 0.0);
            phi0[i * NY + j] = phi1[i * NY + j] = v;
        }

#pragma omp parallel private(i, j, t)
    {
        int me = omp_get_thread_num(), nt = omp_get_num_threads();
        int inner = NX - 2;
        int lo = 1 + inner * me / nt, hi = 1 + inner * (me + 1) / nt;
        for (t = 0; t < STEPS; t++) {
            double r = 0.0;
            for (i = lo; i < hi; i++)
                for (j = 1; j < NY - 1; j++) {
                    double v = 0.25 * (src[(i - 1) * NY + j] + src[(i + 1) * NY + j] + src[i * NY + j - 1] + src[i * NY + j + 1]);
                    r += fabs(v - src[i * NY + j]);
                    dst[i * NY + j] = v;
                }
            res[me * PAD] = r;
#pragma omp barrier
            if (me == 0) {
                double *tmp = src;
                src = dst;
                dst = tmp;
                if (t % 10 == 9) {
                    double s = 0.0;
                    int k;
                    for (k = 0; k < nt; k++) s += res[k * PAD];
                    hist[t / 10] = s;
                }
            }
#pragma omp barrier
        }
    }
    {
        double c = 0.0;
        for (i = 0; i < NX * NY; i++) c += src[i] * (1 + i % 3);
        printf("checksum=%.8f", c);
        for (t = 0; t < STEPS / 10; t++) printf(" r%d=%.8f", t, hist[t]);
        printf("\n");
    }
    free(phi0); free(phi1); free(res);
    return 0;
}
