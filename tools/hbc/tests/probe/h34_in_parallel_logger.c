/* A logging helper that decides by omp_in_parallel() whether it must lock (a common
   library idiom): called from sequential code, from a parallel for body, from an SPMD
   region, from a region with if(0) and from a region of num_threads(1). It counts
   calls made "in parallel" and "serial"; OpenMP fixes which is which (an inactive
   region is not "in parallel"). num_threads(3) makes the active regions' teams larger
   than one. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: seq: serial=5 par=0
// PROBE-OUTPUT: pfor: serial=5 par=300
// PROBE-OUTPUT: region: serial=5 par=303 per-thread=1
// PROBE-OUTPUT: if0: serial=12 par=303
// PROBE-OUTPUT: nt1: serial=23 par=303

static long serial_calls, par_calls;
static omp_lock_t log_lock;

static void log_event(int v)
{
    (void)v;
    if (omp_in_parallel()) {
        omp_set_lock(&log_lock);
        par_calls++;
        omp_unset_lock(&log_lock);
    } else {
        serial_calls++;
    }
}

int main(void)
{
    omp_init_lock(&log_lock);
    omp_set_num_threads(3);
    for (int i = 0; i < 5; i++) log_event(i);
    printf("seq: serial=%ld par=%ld\n", serial_calls, par_calls);
#pragma omp parallel for
    for (int i = 0; i < 300; i++) log_event(i);
    printf("pfor: serial=%ld par=%ld\n", serial_calls, par_calls);
    int n = 0;
#pragma omp parallel
    {
#pragma omp single
        n = omp_get_num_threads();
        log_event(omp_get_thread_num());
    }
    printf("region: serial=%ld par=%ld per-thread=%d\n", serial_calls, par_calls,
           (int)(par_calls - 300) == n);
    int flag = 0;
#pragma omp parallel if(flag)
    {
        for (int i = 0; i < 7; i++) log_event(i);
    }
    printf("if0: serial=%ld par=%ld\n", serial_calls, par_calls);
#pragma omp parallel num_threads(1)
    {
#pragma omp for
        for (int i = 0; i < 11; i++) log_event(i);
    }
    printf("nt1: serial=%ld par=%ld\n", serial_calls, par_calls);
    omp_destroy_lock(&log_lock);
    return 0;
}
