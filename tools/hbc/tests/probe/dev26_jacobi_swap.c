/* Jacobi 2D as offload tutorials write it: C89 counters declared at the top, `target data`
   around the time loop, host-side pointer swap between steps, a max-reduction of the error
   on a collapsed `target teams distribute parallel for` (reduction variable mapped tofrom),
   `target update from` before printing, and dist_schedule / num_teams / thread_limit. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 130
#define NY 98

int main(void)
{
    int i, j, iter;
    double *u, *unew, *tmp, err, tol = 1e-4;
    size_t n = (size_t)NX * NY;
    u = (double *)malloc(n * sizeof(double));
    unew = (double *)malloc(n * sizeof(double));
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            double v = (i == 0) ? 1.0 : (j == NY - 1 ? 0.5 : 0.0);
            u[i * NY + j] = v;
            unew[i * NY + j] = v;
        }
    err = 1.0;
    iter = 0;
#pragma omp target data map(tofrom: u[0:n]) map(to: unew[0:n])
    {
        while (err > tol && iter < 400) {
            err = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: err) \
        map(tofrom: err) num_teams(4) thread_limit(128) dist_schedule(static, 4)
            for (i = 1; i < NX - 1; i++)
                for (j = 1; j < NY - 1; j++) {
                    double nv = 0.25 * (u[(i - 1) * NY + j] + u[(i + 1) * NY + j] + u[i * NY + j - 1] +
                                        u[i * NY + j + 1]);
                    double d = fabs(nv - u[i * NY + j]);
                    unew[i * NY + j] = nv;
                    if (d > err) err = d;
                }
            tmp = u; u = unew; unew = tmp;
            iter++;
        }
#pragma omp target update from(u[0:n])
    }
    {
        double s = 0.0;
        for (i = 0; i < NX; i++)
            for (j = 0; j < NY; j++) s += u[i * NY + j] * (1 + (i * 7 + j) % 5);
        printf("iter=%d err=%.9f checksum=%.9f mid=%.9f\n", iter, err, s, u[(NX / 2) * NY + NY / 2]);
    }
    free(u);
    free(unew);
    return 0;
}
