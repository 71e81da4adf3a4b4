/* An iterative solver region: each outer step, one thread reads the step's parameters
   (`single copyprivate(alpha, nsub, cfg)`: a double, an int and a small struct) and every
   thread uses the broadcast values in its own id-strided share; each thread checks what it
   got against the step number (counted in a reduction). Also a pointer broadcast to a
   buffer that the single thread allocates. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: mismatches=0
// PROBE-OUTPUT: result=3600.151

typedef struct {
    int lo, hi;
    double w;
} cfg_t;

static double param_for(int step) { return 1.0 / (step + 1); }

int main(void)
{
    double acc[8] = {0};
    int mism = 0;
#pragma omp parallel reduction(+:mism)
    {
        int id = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int step = 0; step < 8; step++) {
            double alpha;
            int nsub;
            cfg_t cfg;
#pragma omp single copyprivate(alpha, nsub, cfg)
            {
                alpha = param_for(step);
                nsub = 100 + step;
                cfg.lo = step;
                cfg.hi = step + 50;
                cfg.w = 0.5 * step;
            }
            if (alpha != param_for(step) || nsub != 100 + step || cfg.lo != step ||
                cfg.hi != step + 50 || cfg.w != 0.5 * step)
                mism++;
            double s = 0;
            for (int i = cfg.lo + id; i < cfg.hi; i += nt) s += alpha * i + cfg.w / nsub;
#pragma omp atomic
            acc[step] += s;
        }
        double *buf;
#pragma omp single copyprivate(buf)
        buf = malloc(64 * sizeof(double));
        for (int i = id; i < 64; i += nt) buf[i] = i * 0.5;
#pragma omp barrier
        if (buf[63] != 31.5) mism++;
#pragma omp barrier
#pragma omp single
        free(buf);
    }
    double r = 0;
    for (int s = 0; s < 8; s++) r += acc[s];
    printf("mismatches=%d\n", mism);
    printf("result=%.3f\n", r);
    return 0;
}
