/* Progress reporting from an orphaned loop's function: a time-stepping driver region calls
   step(), which holds an orphaned `omp for` (reduction into a shared residual), then a
   `master` that prints progress every K steps, then an orphaned `barrier` so no thread
   starts the next step before the master has read the residual. */
#include <stdio.h>
#define N 20000
#define STEPS 30
#define K 10

static double u[N], unew[N];
static double resid;

static void step(int s)
{
#pragma omp single
    resid = 0;
#pragma omp for reduction(+ : resid)
    for (int i = 1; i < N - 1; i++) {
        unew[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
        resid += (unew[i] - u[i]) * (unew[i] - u[i]);
    }
#pragma omp for
    for (int i = 1; i < N - 1; i++) u[i] = unew[i];
#pragma omp master
    {
        if ((s + 1) % K == 0) printf("step %d resid=%.6e\n", s + 1, resid);
    }
#pragma omp barrier
}

int main(void)
{
    for (int i = 0; i < N; i++) u[i] = (i % 100 == 0) ? 100.0 : 0.0;
#pragma omp parallel
    for (int s = 0; s < STEPS; s++) step(s);
    double sum = 0;
    for (int i = 0; i < N; i++) sum += u[i];
    printf("sum=%.6f\n", sum);
    return 0;
}
