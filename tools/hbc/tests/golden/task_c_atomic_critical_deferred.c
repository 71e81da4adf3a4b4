// A C task whose body holds atomic, critical or flush is deferred (session 76; before, it
// ran in place, on one thread). Its uses of the function's locals become the task's
// pointers before the atomic is rewritten, so the atomic's own text names them so too.
// (The critical section updates its own variable: OpenMP does not make a critical region
// exclusive with atomic ones, and until session 78 it updated `sum` beside the atomic
// `sum += i`, a race that lost an update under forced promotion at 3 workers once in 5 runs.)
// EXPECT-TRANSLATION: hbc_task_spawn(__hb_task_
// EXPECT-TRANSLATION: __auto_type __hb_ap = &((*__hb_p_hits));
// EXPECT-TRANSLATION: { (*__hb_p_evens) += 1000; }
// EXPECT-OUTPUT: 1000 750000
#include <stdio.h>

static long count(int n) {
    long hits = 0, sum = 0, evens = 0;
    for (int i = 0; i < n; i++) {
#pragma omp task shared(hits, sum, evens) firstprivate(i)
        {
#pragma omp atomic
            hits++;
#pragma omp flush
            if (i % 2 == 0) {
#pragma omp critical
                evens += 1000;
            } else {
#pragma omp atomic
                sum += i;
            }
        }
    }
#pragma omp taskwait
    printf("%ld ", hits);
    return sum + evens;
}

int main(void) {
    long s = 0;
#pragma omp parallel
#pragma omp single
    s = count(1000);
    printf("%ld\n", s);
    return 0;
}
