/* SPMD style as in many course codes: partial sums sized by omp_get_max_threads() before
   the region, each thread computes its block [lo, hi) from its id and the team size,
   stores its partial, a barrier, then thread 0 combines and normalises; a second phase
   reuses the normalised value. The team size is printed only as "used <= allocated". */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: norm=741.282672 fits=1
// PROBE-OUTPUT: unit-sum=302.640546 max=0.004369

#define N 100000

int main(void)
{
    int maxt = omp_get_max_threads();
    double *part = calloc(maxt, sizeof(double));
    double *x = malloc(N * sizeof(double));
    double norm = 0, usum = 0, umax = 0;
    int fits = 1;
    for (int i = 0; i < N; i++) x[i] = sqrt((double)(i % 1000) / 100.0 + 0.5);

#pragma omp parallel
    {
        int id = omp_get_thread_num();
        int nt = omp_get_num_threads();
        if (nt > maxt) {
#pragma omp atomic write
            fits = 0;
        }
        int chunk = (N + nt - 1) / nt;
        int lo = id * chunk, hi = lo + chunk < N ? lo + chunk : N;
        double s = 0;
        for (int i = lo; i < hi; i++) s += x[i] * x[i];
        if (id < maxt) part[id] = s;
#pragma omp barrier
        if (id == 0) {
            double t = 0;
            for (int k = 0; k < nt && k < maxt; k++) t += part[k];
            norm = sqrt(t);
        }
#pragma omp barrier
        double ls = 0, lm = 0;
        for (int i = lo; i < hi; i++) {
            x[i] /= norm;
            ls += x[i];
            if (x[i] > lm) lm = x[i];
        }
#pragma omp critical
        {
            usum += ls;
            if (lm > umax) umax = lm;
        }
    }
    printf("norm=%.6f fits=%d\n", norm, fits);
    printf("unit-sum=%.6f max=%.6f\n", usum, umax);
    free(part); free(x);
    return 0;
}
