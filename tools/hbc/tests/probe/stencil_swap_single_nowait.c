/* Double-buffered 2-D Jacobi stencil inside one parallel region: the time loop is at
   region level, the sweep is an `omp for nowait` followed by an explicit barrier, the
   residual is a reduction on a second `omp for`, and the buffer pointers are swapped inside
   a `single` (shared pointers declared before the region). The loop stops on a residual
   threshold: a `stop` flag set in the swap `single`, read by every thread after its barrier. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define NX 130
#define NY 120

int main(void)
{
    double *u = calloc(NX * NY, sizeof(double)), *v = calloc(NX * NY, sizeof(double));
    for (int j = 0; j < NY; j++) u[j] = v[j] = 100.0;          /* top edge hot */
    for (int i = 0; i < NX; i++) u[i * NY] = v[i * NY] = 50.0; /* left edge warm */
    double *cur = u, *nxt = v;
    int iters = 0;
    double res = 0;
    int stop = 0;
#pragma omp parallel
    {
        for (int it = 0; it < 400; it++) {
#pragma omp for nowait
            for (int i = 1; i < NX - 1; i++)
                for (int j = 1; j < NY - 1; j++)
                    nxt[i * NY + j] = 0.25 * (cur[(i - 1) * NY + j] + cur[(i + 1) * NY + j] +
                                              cur[i * NY + j - 1] + cur[i * NY + j + 1]);
#pragma omp barrier
#pragma omp single
            res = 0;
#pragma omp for reduction(+ : res)
            for (int i = 1; i < NX - 1; i++)
                for (int j = 1; j < NY - 1; j++) {
                    double d = nxt[i * NY + j] - cur[i * NY + j];
                    res += d * d;
                }
#pragma omp single
            {
                double *t = cur;
                cur = nxt;
                nxt = t;
                iters = it + 1;
                stop = res < 12.0;
            }
            if (stop) break;
        }
    }
    double s = 0;
    for (int i = 0; i < NX * NY; i++) s += cur[i] * ((i % 7) + 1);
    printf("iters=%d res=%.6e s=%.6f\n", iters, res, s);
    free(u);
    free(v);
    return 0;
}
