// A C task whose body holds atomic, critical or flush is deferred (session 76; before, it
// ran in place, on one thread). Its uses of the function's locals become the task's
// pointers before the atomic is rewritten, so the atomic's own text names them so too.
// EXPECT-TRANSLATION: hbc_task_spawn(__hb_task_
// EXPECT-TRANSLATION: __auto_type __hb_ap = &((*__hb_p_hits));
// EXPECT-TRANSLATION: { (*__hb_p_sum) += 1000; }
// EXPECT-OUTPUT: 1000 750000
#include <stdio.h>

static long count(int n) {
    long hits = 0, sum = 0;
    for (int i = 0; i < n; i++) {
#pragma omp task shared(hits, sum) firstprivate(i)
        {
#pragma omp atomic
            hits++;
#pragma omp flush
            if (i % 2 == 0) {
#pragma omp critical
                sum += 1000;
            } else {
#pragma omp atomic
                sum += i;
            }
        }
    }
#pragma omp taskwait
    printf("%ld ", hits);
    return sum;
}

int main(void) {
    long s = 0;
#pragma omp parallel
#pragma omp single
    s = count(1000);
    printf("%ld\n", s);
    return 0;
}
