/* Loop headers from numerical C codes: size_t counting down to 0 with `>= 1` and
   `i - 1` indexing, `<=` with `+=` by a run-time stride, `>=` with `-=` by a variable,
   a long long index starting negative, schedule(runtime) with OMP_SCHEDULE unset (and
   after omp_set_schedule), a body that is a single unbraced statement, and omp_get_wtime
   timing printed to stderr. */
#include <stdio.h>
#include <stddef.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0; }
#endif
#define N 5000

static double a[N + 1];

int main(int argc, char **argv)
{
    (void)argv;
    double t0 = omp_get_wtime();
    size_t n = N;
    int stride = 3 + (argc > 7), back = 7 - (argc > 9);
    double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
#pragma omp parallel for schedule(runtime)
    for (size_t i = n; i >= 1; i--)
        a[i - 1] = (double)((i * 13) % 17);
#pragma omp parallel for schedule(runtime) reduction(+:s1)
    for (int i = 1; i <= N; i += stride) s1 += a[i - 1] * i;
#pragma omp parallel for reduction(+:s2) schedule(guided, 5)
    for (int i = N - 1; i >= 0; i -= back) s2 += a[i];
#ifdef _OPENMP
    omp_set_schedule(omp_sched_dynamic, 16);
#endif
#pragma omp parallel for schedule(runtime) reduction(+:s3)
    for (long long k = -2000; k < 3000; k++) s3 += a[(k + 2000) % N] * (k < 0 ? -1 : 1);
    size_t cnt = 0;
#pragma omp parallel for reduction(+:cnt)
    for (size_t i = 0; i < n; i += (size_t)stride)
        if (a[i] > 8) cnt++;
#pragma omp parallel for reduction(max:s4)
    for (unsigned u = 10; u <= (unsigned)N - 1; u += 10u)
        s4 = a[u] > s4 ? a[u] : s4;
    fprintf(stderr, "elapsed %.3f s\n", omp_get_wtime() - t0);
    printf("s1=%.1f s2=%.1f s3=%.1f cnt=%zu s4=%.1f\n", s1, s2, s3, cnt, s4);
    return 0;
}
