/* Device memory by hand: omp_target_alloc on the default device, omp_target_memcpy from
   the initial device, kernels with is_device_ptr, `target data use_device_ptr` handing a
   mapped array's device address to a kernel, omp_target_is_present, omp_target_free.
   (The reference build without OpenMP uses malloc/memcpy.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 3000

int main(void)
{
    double host[N], back[N];
    double *dev, *dev2;
    int i, dflt, init, present = 1;
    for (i = 0; i < N; i++) host[i] = i * 0.5;
#ifdef _OPENMP
    dflt = omp_get_default_device();
    init = omp_get_initial_device();
    dev = (double *)omp_target_alloc(N * sizeof(double), dflt);
    dev2 = (double *)omp_target_alloc(N * sizeof(double), dflt);
    omp_target_memcpy(dev, host, N * sizeof(double), 0, 0, dflt, init);
#else
    dev = malloc(N * sizeof(double));
    dev2 = malloc(N * sizeof(double));
    memcpy(dev, host, sizeof host);
#endif
#pragma omp target teams distribute parallel for is_device_ptr(dev, dev2)
    for (i = 0; i < N; i++) dev2[i] = dev[i] * dev[i] + 1.0;
    double s = 0.0;
#pragma omp target teams distribute parallel for is_device_ptr(dev2) reduction(+:s) map(tofrom: s)
    for (i = 0; i < N; i++) s += dev2[i];
#ifdef _OPENMP
    omp_target_memcpy(back, dev2, N * sizeof(double), 0, 0, init, dflt);
#else
    memcpy(back, dev2, sizeof back);
#endif
    double m[N];
    for (i = 0; i < N; i++) m[i] = 1.0;
#pragma omp target data map(tofrom: m[0:N])
    {
#ifdef _OPENMP
        present = omp_target_is_present(m, dflt);
#endif
#pragma omp target data use_device_ptr(dev)
        {
            double *mp = m;
#pragma omp target teams distribute parallel for is_device_ptr(dev) map(tofrom: mp[0:N])
            for (i = 0; i < N; i++) mp[i] += dev[i];
        }
    }
#ifdef _OPENMP
    omp_target_free(dev, dflt);
    omp_target_free(dev2, dflt);
#else
    free(dev);
    free(dev2);
#endif
    printf("s=%.3f back7=%.3f m9=%.3f present=%d\n", s, back[7], m[9], present);
    return 0;
}
