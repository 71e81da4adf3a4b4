/* A taskloop whose body asks its thread number (per-thread slots, as oneDPL's transform_reduce
 * keeps its accumulators) is a heartbeat loop where every worker is a thread of the
 * encountering team, numbered alike (an active heartbeat-mode region), and runs in order
 * elsewhere: in a team-mode region of 2 members on 3 workers a stolen range said thread 2
 * (session 74), past the slots the team's size gave. Outside any region its team has one
 * thread.
 * EXPECT-OUTPUT: team ok
 * EXPECT-OUTPUT: heartbeat ok
 * EXPECT-OUTPUT: outside ok */
#include <omp.h>
#include <stdio.h>

static long slots[64];
static int bad;

static void count(int n, int team) {
#pragma omp taskloop
    for (int i = 0; i < n; i++) {
        volatile double x = 0;
        for (int k = 0; k < 200; k++) x += k;
        const int t = omp_get_thread_num();
        if (t >= team || omp_get_num_threads() != team) {
#pragma omp atomic
            bad += 1;
        } else {
#pragma omp atomic
            slots[t] += 1;
        }
    }
}

static void report(const char *what, int n) {
    long total = 0;
    for (int t = 0; t < 64; t++) total += slots[t], slots[t] = 0;
    printf("%s %s\n", what, bad == 0 && total == n ? "ok" : "bad");
    bad = 0;
}

int main(void) {
    int ids[64] = {0};
#pragma omp parallel num_threads(2)
    {
        ids[omp_get_thread_num()] = 1; /* (a region-level thread number: team mode) */
#pragma omp single
        count(20000, omp_get_num_threads());
    }
    report("team", 20000);
    /* the team's size from omp_get_max_threads(): a region that asks omp_get_num_threads()
     * takes team mode (session 80), and this one is to stay in heartbeat mode */
#pragma omp parallel
#pragma omp single
    count(20000, omp_get_max_threads());
    report("heartbeat", 20000);
    count(1000, omp_get_num_threads());
    report("outside", 1000);
    return ids[0] == 1 ? 0 : 1;
}
