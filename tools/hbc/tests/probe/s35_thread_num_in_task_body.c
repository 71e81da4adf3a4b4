/* omp_get_thread_num() written in a task's and in a section's body names the thread that runs
 * that body: per-thread accumulators indexed by it need no lock (parallel-etudes' idiom,
 * helper-11). hbc refused it as region-level code until session 35; the same call moved into
 * a function was taken. */
#include <omp.h>
#include <stdio.h>
#define NT 64
long acc[NT], sec[NT];
static long work(int k) {
    long s = 0;
    for (long j = 0; j < 20000; j++) s += (j ^ k) & 7;
    return s;
}
int main(void) {
    long expect = 0;
    for (int k = 0; k < 64; k++) expect += work(k);
#pragma omp parallel
#pragma omp single
    for (int k = 0; k < 64; k++) {
#pragma omp task firstprivate(k)
        {
            int t = omp_get_thread_num();
            acc[t] += work(k);
        }
    }
#pragma omp parallel sections
    {
#pragma omp section
        sec[omp_get_thread_num()] += work(1);
#pragma omp section
        sec[omp_get_thread_num()] += work(2);
    }
    long sum = 0, ssum = 0;
    for (int t = 0; t < NT; t++) sum += acc[t], ssum += sec[t];
    printf("%s %s\n", sum == expect ? "OK" : "WRONG", ssum == work(1) + work(2) ? "OK" : "WRONG");
    return 0;
}
// PROBE-OUTPUT: OK OK
