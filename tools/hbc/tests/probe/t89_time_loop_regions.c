/* A C89 time-stepping loop whose counter `t` (declared at the top) is read by a team-mode
   region inside the loop (region-level thread id), plus a region in a `switch` case and a
   region behind an `if` clause depending on `t`; the step's scalars are shared, updated under
   single, and the team's loops reuse one index. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 64
#define STEPS 6

static double u[N], un[N];
static int seen[64];

int main(void)
{
    int t, i, mode;
    double resid, alpha;
    long tot;
    alpha = 0.25;
    tot = 0;
    for (i = 0; i < N; i++) u[i] = (i == N / 2) ? 100.0 : 0.0;
    for (t = 0; t < STEPS; t++) {
        resid = 0.0;
#pragma omp parallel if (t % 2 == 0)
        {
            seen[omp_get_thread_num()] = 1;
#pragma omp for
            for (i = 1; i < N - 1; i++) un[i] = u[i] + alpha * (u[i - 1] - 2 * u[i] + u[i + 1]) + t * 0.0;
#pragma omp for reduction(+ : resid)
            for (i = 1; i < N - 1; i++) {
                resid += (un[i] - u[i]) * (un[i] - u[i]);
                u[i] = un[i];
            }
#pragma omp single
            alpha = alpha * 0.99 + t * 0.0001;
        }
        mode = t % 3;
        switch (mode) {
        case 0:
#pragma omp parallel reduction(+ : tot)
            tot += omp_get_thread_num() >= 0 ? (long)t : 0L;
            break;
        case 1:
#pragma omp parallel for schedule(static) reduction(+ : tot)
            for (i = 0; i < N; i++) tot += (omp_get_thread_num() >= 0) * i;
            break;
        default:
            tot += 1;
        }
        printf("t=%d resid=%.6f\n", t, resid);
    }
    printf("alpha=%.6f tot_ok=%d\n", alpha, tot >= 2 * 2016 + 2);
    return 0;
}
