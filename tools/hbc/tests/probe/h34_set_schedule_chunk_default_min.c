/* Minimal: omp_set_schedule(kind, chunk) with chunk < 1 sets the kind's default chunk
   (OpenMP 5.2 18.2.11: "...or to the default chunk_size if the value of the second
   argument is less than 1"); for dynamic and guided the default chunk is 1, so
   omp_get_schedule answers 1.
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): dynamic chunk=1 / guided chunk=1
   before session 18 (hbc, HB_NUM_WORKERS=2 and the harness's other settings): dynamic chunk=0 /
   guided chunk=-3. class: silently wrong (hbc_omp's run-sched-var keeps the raw value). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: dynamic chunk=1
// PROBE-OUTPUT: guided chunk=1
int main(void)
{
    omp_sched_t k;
    int c;
    omp_set_schedule(omp_sched_dynamic, 0);
    omp_get_schedule(&k, &c);
    printf("dynamic chunk=%d\n", c);
    omp_set_schedule(omp_sched_guided, -3);
    omp_get_schedule(&k, &c);
    printf("guided chunk=%d\n", c);
    return 0;
}
