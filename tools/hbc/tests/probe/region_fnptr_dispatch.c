/* A kernel dispatcher: the region calls the selected kernel through a function pointer
   taken from a table (SPLASH-2 / thread-pool emulation style); each kernel divides its
   range by omp_get_thread_num()/omp_get_num_threads(). Run once, a region would do
   thread 0's share only. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 10000

static double a[N];

typedef void (*kernel_fn)(double scale);

static void k_fill(double scale)
{
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    int chunk = (N + nt - 1) / nt, lo = t * chunk, hi = lo + chunk < N ? lo + chunk : N;
    for (int i = lo; i < hi; i++) a[i] = scale * (i % 10);
}

static void k_add(double scale)
{
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    for (int i = t; i < N; i += nt) a[i] += scale;
}

static const kernel_fn table[] = { k_fill, k_add };

static void run_kernel(int which, double scale)
{
    kernel_fn f = table[which];
#pragma omp parallel
    f(scale);
}

int main(void)
{
    run_kernel(0, 2.0);
    run_kernel(1, 0.5);
    double s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    printf("s=%.1f\n", s);
    return 0;
}
