/* Orphaned barrier, master and single in functions called from a `parallel` region in a loop
   of phases, NPB / streamcluster style. Region A names its thread id (team mode anyway);
   region B does not: only its callee's orphaned barrier (and the callee's own thread ids)
   make it need a team. Every member checks, after each barrier, that all members have
   published the current phase. The same functions also run outside any region (a team of
   one). The output does not depend on the team size. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define MAXT 64
#define ROUNDS 40
#define N 999

static volatile int stage[MAXT];
static int bad, singles, masters;
static double part[MAXT], data[N], total;

/* every member publishes its phase, meets the others, then checks theirs */
static void step(int id, int nt, int round)
{
    stage[id] = round;
#pragma omp barrier
    for (int p = 0; p < nt; p++)
        if (stage[p] != round) {
#pragma omp atomic
            bad++;
        }
#pragma omp barrier
}

static void tally(void)
{
#pragma omp single
    singles++;
#pragma omp master
    masters++;
#pragma omp barrier
}

/* hand-partitioned sum by thread id; master combines between barriers */
static void partial_sum(int round, int nt)
{
    int id = omp_get_thread_num();
    double s = 0.0;
    for (int i = id; i < N; i += nt) s += data[i] * (round + 1);
    part[id] = s;
#pragma omp barrier
#pragma omp master
    {
        for (int p = 0; p < nt; p++) total += part[p];
    }
#pragma omp barrier
}

int main(void)
{
    for (int i = 0; i < N; i++) data[i] = (i % 17) * 0.5;
#pragma omp parallel
    {
        int id = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int round = 0; round < ROUNDS; round++) {
            step(id, nt, round);
            tally();
        }
    }
#pragma omp parallel
    {
        int nt = omp_get_num_threads();
        for (int round = 0; round < 5; round++) partial_sum(round, nt);
    }
    step(0, 1, 7);
    tally();
    partial_sum(0, 1); /* team size passed: hbc's omp_get_num_threads() outside regions is not 1 */
    printf("bad=%d singles=%d masters=%d total=%.3f\n", bad, singles, masters, total);
    return 0;
}
