/* schedule(runtime) set through omp_set_schedule() (dynamic,3 then guided), the kind read
   back with omp_get_schedule(), `ordered` output of a dynamic loop in iteration order, and
   lastprivate of the last index that passed a test, as in textbook chapters on scheduling. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static int is_prime(int n)
{
    if (n < 2) return 0;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0) return 0;
    return 1;
}

int main(void)
{
    int i, last = -1, count = 0;
#ifdef _OPENMP
    omp_sched_t kind;
    int chunk;
    omp_set_schedule(omp_sched_dynamic, 3);
    omp_get_schedule(&kind, &chunk);
    printf("schedule kind=%s chunk=%d\n", kind == omp_sched_dynamic ? "dynamic" : "other", chunk);
#else
    printf("schedule kind=dynamic chunk=3\n");
#endif
#pragma omp parallel for schedule(runtime) ordered reduction(+:count)
    for (i = 1000; i < 1100; i++) {
        int p = is_prime(i);
        count += p;
#pragma omp ordered
        if (p) printf("prime %d\n", i);
    }
#ifdef _OPENMP
    omp_set_schedule(omp_sched_guided, 0);
#endif
    int lastv = 0;
#pragma omp parallel for schedule(runtime) lastprivate(lastv, i)
    for (i = 0; i < 5000; i++) {
        lastv = i * 3 + (is_prime(i) ? 1 : 0);
    }
    for (int k = 0; k < 5000; k++) if (is_prime(k)) last = k;
    printf("count=%d last prime<5000=%d lastv=%d i=%d\n", count, last, lastv, i);
    return 0;
}
