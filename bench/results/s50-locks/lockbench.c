#include <omp.h>
#include <stdio.h>
int main(int argc, char **argv) {
    omp_lock_t l;
    omp_init_lock(&l);
    long c = 0;
    double t0 = omp_get_wtime();
    for (long i = 0; i < 20000000; i++) { omp_set_lock(&l); c++; omp_unset_lock(&l); }
    double t1 = omp_get_wtime();
    long d = 0;
#pragma omp parallel for
    for (long i = 0; i < 4000000; i++) { omp_set_lock(&l); d++; omp_unset_lock(&l); }
    double t2 = omp_get_wtime();
    printf("%.2f %.2f %ld %ld\n", (t1 - t0) / 20e6 * 1e9, (t2 - t1) / 4e6 * 1e9, c, d);
    return 0;
}
