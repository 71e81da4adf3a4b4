/* The successive pi programs of Mattson's common-core course in one file: SPMD with a local
   sum and a critical update, a parallel region with `omp for` and an atomic update, the
   combined `parallel for private(x) reduction(+:sum)`, and the same with num_threads and
   a schedule clause. Every version must give the same value. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_thread_num() 0
#define omp_get_num_threads() 1
#endif
#define NUM_THREADS 2
static long num_steps = 400000;
double step;

static double pi_critical(void)
{
    double pi = 0.0;
    step = 1.0 / (double)num_steps;
#pragma omp parallel num_threads(NUM_THREADS)
    {
        int i, id, nthrds;
        double x, sum;
        id = omp_get_thread_num();
        nthrds = omp_get_num_threads();
        for (i = id, sum = 0.0; i < num_steps; i += nthrds) {
            x = (i + 0.5) * step;
            sum += 4.0 / (1.0 + x * x);
        }
#pragma omp critical
        pi += sum * step;
    }
    return pi;
}

static double pi_atomic(void)
{
    double pi = 0.0;
#pragma omp parallel
    {
        double x, sum = 0.0;
        int i;
#pragma omp for
        for (i = 0; i < num_steps; i++) {
            x = (i + 0.5) * step;
            sum = sum + 4.0 / (1.0 + x * x);
        }
#pragma omp atomic
        pi += sum * step;
    }
    return pi;
}

static double pi_loop(void)
{
    int i;
    double x, pi, sum = 0.0;
#pragma omp parallel for private(x) reduction(+ : sum)
    for (i = 0; i < num_steps; i++) {
        x = (i + 0.5) * step;
        sum = sum + 4.0 / (1.0 + x * x);
    }
    pi = step * sum;
    return pi;
}

static double pi_loop_sched(int nt)
{
    int i;
    double x, sum = 0.0;
#pragma omp parallel for num_threads(nt) private(i, x) reduction(+ : sum) schedule(static, 1000)
    for (i = 0; i < num_steps; i++) {
        x = (i + 0.5) * step;
        sum += 4.0 / (1.0 + x * x);
    }
    return step * sum;
}

int main(void)
{
    double a = pi_critical(), b = pi_atomic(), c = pi_loop(), d = pi_loop_sched(3);
    printf("critical %.9f\natomic %.9f\nreduction %.9f\nsched %.9f\n", a, b, c, d);
    return 0;
}
