// Items processed by one task each, whose body does the item's work and then creates a small
// task that records it: the outer task carries the work. hbc ran such a C task in place
// before session 77 (its body held a task), so the items ran one after another on the
// creating thread; since, both levels are deferred. Prints a checksum, and the time on stderr.
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
static unsigned long work(unsigned long v, int n) {
    for (int i = 0; i < n; i++) v = v * 6364136223846793005ul + 1442695040888963407ul;
    return v >> 40;
}
int main(int argc, char **argv) {
    const int items = argc > 1 ? atoi(argv[1]) : 20000;
    unsigned long *result = calloc((size_t)items, sizeof *result), recorded = 0;
    double t = omp_get_wtime();
#pragma omp parallel
#pragma omp single
    for (int i = 0; i < items; i++) {
#pragma omp task firstprivate(i) shared(result, recorded)
        {
            unsigned long r = work((unsigned long)i, 20000);
#pragma omp task firstprivate(r) shared(recorded)
            {
#pragma omp atomic
                recorded += r & 0xff;
            }
            result[i] = r;
        }
    }
    fprintf(stderr, "time %.4f\n", omp_get_wtime() - t);
    unsigned long sum = 0;
    for (int i = 0; i < items; i++) sum += result[i];
    printf("%lu %lu\n", sum, recorded);
    return 0;
}
