/* Pacheco ch. 5 trapezoid rule: (1) Trap() called in a `parallel num_threads(thread_count)`
   region, splitting [a,b] by my_rank/thread_count and adding into *global_result_p in a
   critical section; (2) Local_trap() returning a value combined with reduction(+); (3) the
   parallel-for version with reduction. n is divisible by every team size up to 16. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

void Trap(double a, double b, int n, double *global_result_p);
double Local_trap(double a, double b, int n);

double f(double x)
{
    double return_val;
    return_val = x * x;
    return return_val;
}

int main(int argc, char *argv[])
{
    double global_result = 0.0;
    double a, b;
    int n;
    int thread_count;
    int i;
    double h, approx;

    thread_count = 4;
    if (argc > 1) thread_count = strtol(argv[1], NULL, 10);
    a = 0.0;
    b = 3.0;
    n = 720720;
#pragma omp parallel num_threads(thread_count)
    Trap(a, b, n, &global_result);
    printf("With n = %d trapezoids, our estimate\n", n);
    printf("of the integral from %f to %f = %.14e\n", a, b, global_result);

    global_result = 0.0;
#pragma omp parallel num_threads(thread_count) reduction(+ : global_result)
    global_result += Local_trap(a, b, n);
    printf("reduction version = %.14e\n", global_result);

    h = (b - a) / n;
    approx = (f(a) + f(b)) / 2.0;
#pragma omp parallel for num_threads(thread_count) reduction(+ : approx)
    for (i = 1; i <= n - 1; i++) approx += f(a + i * h);
    approx = h * approx;
    printf("parallel for version = %.14e\n", approx);
    return 0;
}

void Trap(double a, double b, int n, double *global_result_p)
{
    double h, x, my_result;
    double local_a, local_b;
    int i, local_n;
#ifdef _OPENMP
    int my_rank = omp_get_thread_num();
    int thread_count = omp_get_num_threads();
#else
    int my_rank = 0;
    int thread_count = 1;
#endif

    h = (b - a) / n;
    local_n = n / thread_count;
    local_a = a + my_rank * local_n * h;
    local_b = local_a + local_n * h;
    my_result = (f(local_a) + f(local_b)) / 2.0;
    for (i = 1; i <= local_n - 1; i++) {
        x = local_a + i * h;
        my_result += f(x);
    }
    my_result = my_result * h;

#pragma omp critical
    *global_result_p += my_result;
}

double Local_trap(double a, double b, int n)
{
    double h, x, my_result;
    double local_a, local_b;
    int i, local_n;
#ifdef _OPENMP
    int my_rank = omp_get_thread_num();
    int thread_count = omp_get_num_threads();
#else
    int my_rank = 0;
    int thread_count = 1;
#endif
    h = (b - a) / n;
    local_n = n / thread_count;
    local_a = a + my_rank * local_n * h;
    local_b = local_a + local_n * h;
    my_result = (f(local_a) + f(local_b)) / 2.0;
    for (i = 1; i <= local_n - 1; i++) {
        x = local_a + i * h;
        my_result += f(x);
    }
    my_result = my_result * h;
    return my_result;
}
