/* Minimal: `#pragma omp atomic` update on a long double.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): ld=2000.5 (gcc runs the update between
   GOMP_atomic_start/end, a global lock, so no libatomic is needed).
   before session 18 (hbc, any HB_NUM_WORKERS): build failure, `undefined reference to __atomic_load_16`
   and `__atomic_compare_exchange_16`: hbc turns the update into an __atomic_load /
   __atomic_compare_exchange loop on the 16-byte long double, which gcc compiles to libatomic
   calls, and the driver did not link -latomic (it now links it, as needed).
   class: build failure. */
#include <stdio.h>

int main(void)
{
    long double ld = 0.5L;
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) {
#pragma omp atomic
        ld += 2.0L;
    }
    printf("ld=%.1Lf\n", ld);
    return 0;
}
