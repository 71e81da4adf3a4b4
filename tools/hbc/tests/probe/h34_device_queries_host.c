/* Device queries in a host-only program that checks where it runs: omp_get_num_devices(),
   omp_get_initial_device() (equal to the number of devices in OpenMP 5.x),
   omp_is_initial_device() and omp_get_device_num() in sequential code, in a parallel
   for body and in an SPMD region; omp_set_default_device(initial) read back. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: initial==num_devices:1 seq_initial:1 devnum==initial:1
// PROBE-OUTPUT: loop: not_initial=0 wrong_devnum=0
// PROBE-OUTPUT: region: bad=0
// PROBE-OUTPUT: default==initial:1

int main(void)
{
    int nd = omp_get_num_devices(), init = omp_get_initial_device();
    printf("initial==num_devices:%d seq_initial:%d devnum==initial:%d\n", init == nd,
           omp_is_initial_device(), omp_get_device_num() == init);
    int not_init = 0, wrong_num = 0;
#pragma omp parallel for reduction(+:not_init, wrong_num)
    for (int i = 0; i < 1000; i++) {
        not_init += !omp_is_initial_device();
        wrong_num += omp_get_device_num() != init;
    }
    printf("loop: not_initial=%d wrong_devnum=%d\n", not_init, wrong_num);
    int bad = 0;
#pragma omp parallel reduction(+:bad)
    {
        if (omp_get_thread_num() >= 0 && !omp_is_initial_device()) bad++;
        if (omp_get_num_devices() != nd) bad++;
    }
    printf("region: bad=%d\n", bad);
    omp_set_default_device(init);
    printf("default==initial:%d\n", omp_get_default_device() == init);
    return 0;
}
