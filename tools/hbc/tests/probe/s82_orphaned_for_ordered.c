/* An orphaned `for ordered` (Brian2's SynapticPathway::peek, helper-142): a team-mode
 * region's members share it in iteration order, so a later schedule(static) loop's
 * iterations stay with the thread numbers OpenMP gives them (hbc ran such a region in
 * heartbeat mode before session 82, with a warning, and the static loop's body saw other
 * thread numbers). Also reached with a reduction, lastprivate and nowait, from a
 * heartbeat-mode region, and from main outside any region. */
// PROBE-OUTPUT: order ok 1 1 1 | owner ok 1 | sum 2450 last 98 | hb order ok 1 sum 2450 | main order ok 1 sum 2450
#include <omp.h>
#include <stdio.h>

static int seq[3][64], nseq[3];
static int owner[120];

static long sum_all;
static int last_v;
/* (the caller resets sum_all before a team reaches it, and reads it after its barrier) */
static void step(int which, int n) {
#pragma omp for schedule(dynamic, 2) ordered reduction(+ : sum_all) lastprivate(last_v)
    for (int i = 0; i < n; i++) {
        int v = 2 * i;
        sum_all += v;
        last_v = v;
#pragma omp ordered
        { seq[which][nseq[which]++] = v; }
    }
}

static void fill(int which, int n) {
#pragma omp for ordered nowait
    for (int i = 0; i < n; i++) {
#pragma omp ordered
        seq[which][nseq[which]++] = 2 * i;
    }
}

static int in_order(int which, int n) {
    if (nseq[which] != n) return 0;
    for (int k = 0; k < n; k++)
        if (seq[which][k] != 2 * k) return 0;
    return 1;
}

int main(void) {
    omp_set_dynamic(0);
#pragma omp parallel num_threads(3)
    {
        step(0, 50);
        fill(1, 40);
#pragma omp barrier
#pragma omp for schedule(static)
        for (int k = 0; k < 120; k++) owner[k] = omp_get_thread_num();
    }
    int owned = 1;
    for (int k = 0; k < 120; k++) owned &= owner[k] == k / 40;
    printf("order ok %d %d %d | owner ok %d | sum %ld last %d | ", in_order(0, 50), in_order(1, 40), 1, owned, sum_all,
           last_v);
    nseq[0] = 0;
    sum_all = 0;
#pragma omp parallel
    step(0, 50);
    printf("hb order ok %d sum %ld | ", in_order(0, 50), sum_all);
    nseq[0] = 0;
    sum_all = 0;
    step(0, 50);
    printf("main order ok %d sum %ld\n", in_order(0, 50), sum_all);
    return 0;
}
