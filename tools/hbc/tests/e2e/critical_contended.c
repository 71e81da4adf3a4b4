/* Contended critical sections (docs/hbc.md, "atomic and critical"): more threads than cores
 * take two named locks and the unnamed one many times, one of them across a slow stretch,
 * so waiters spin, sleep and must be woken. A lost wake-up hangs the program (the harness's
 * timeout fails it); a broken exclusion loses increments, and the totals show it. The
 * second region is DataRaceBench DRB198's shape with an end: producers and consumers poll a
 * bounded buffer under one critical name until every package has passed through.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define STEPS 240000
#define PACKAGES 20000
#define CAPACITY 5

static long slow_sum(long k) {
    volatile long s = 0;
    for (long j = 0; j < 2000; j++) s += j ^ k;
    return s;
}

int main(void) {
    long a = 0, b = 0, c = 0;
#pragma omp parallel num_threads(8)
    {
        int me = omp_get_thread_num(), n = omp_get_num_threads();
        for (long k = me; k < STEPS; k += n) {
#pragma omp critical(first)
            {
                a += k % 7;
                if (k % 4096 == 0) a += slow_sum(k) - slow_sum(k); /* a long hold: waiters sleep */
            }
#pragma omp critical(second)
            b += 1;
#pragma omp critical
            c += k & 1;
        }
    }
    printf("first %ld second %ld unnamed %ld\n", a, b, c);

    /* The same lock word from a heartbeat-mode loop: its workers contend as they split. */
    long d = 0;
#pragma omp parallel for
    for (long k = 0; k < STEPS; k++) {
#pragma omp critical(first)
        d += k % 3;
    }
    printf("loop %ld\n", d);

    /* Producers make PACKAGES packages, consumers take them, through a buffer of CAPACITY;
     * with one thread it alternates, so the totals match at any team size. */
    int size = 0, made = 0, taken = 0, overflow = 0;
#pragma omp parallel num_threads(6) shared(size, made, taken, overflow)
    {
        int me = omp_get_thread_num(), n = omp_get_num_threads();
        int producer = n == 1 || me % 2 == 0, consumer = n == 1 || me % 2 == 1;
        int done = 0;
        while (!done) {
#pragma omp critical(buffer)
            {
                if (producer && made < PACKAGES && size < CAPACITY) { size++; made++; }
                if (consumer && taken < made && size > 0) { size--; taken++; }
                if (size < 0 || size > CAPACITY) overflow = 1;
                done = taken == PACKAGES || (n > 1 && !consumer && made == PACKAGES);
            }
        }
    }
    printf("made %d taken %d left %d overflow %d\n", made, taken, size, overflow);
    return 0;
}
