/* A team-mode region (it asks thread numbers) whose code calls functions holding orphaned
 * taskloops: one from a `single` (oneDPL's histogram shape; refused until session 74), one
 * that every member calls, which makes all its tasks once per member, and one run in place
 * (`if`). The member that meets a taskloop runs it, a heartbeat loop or in place.
 * EXPECT-OUTPUT: sum=4950 hits=ok inplace=4950 ids=ok */
#include <omp.h>
#include <stdio.h>

static int out[100], out2[100];
static long hits;

static void fill(int n) {
#pragma omp taskloop grainsize(10)
    for (int i = 0; i < n; i++) out[i] = i;
}

static void count(int n) {
#pragma omp taskloop
    for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits += 1;
    }
}

static void fill_in_place(int n) {
#pragma omp taskloop if(n > 1)
    for (int i = 0; i < n; i++) out2[i] = i;
}

int main(void) {
    int ids[64] = {0}, nth = 0;
#pragma omp parallel shared(ids, nth)
    {
        ids[omp_get_thread_num()] = 1;
#pragma omp single
        {
            nth = omp_get_num_threads();
            fill(100);
            fill_in_place(100);
        }
        count(1000);
    }
    long s = 0, s2 = 0;
    int seen = 0;
    for (int i = 0; i < 100; i++) s += out[i], s2 += out2[i];
    for (int t = 0; t < 64; t++) seen += ids[t];
    printf("sum=%ld hits=%s inplace=%ld ids=%s\n", s, hits == 1000L * nth ? "ok" : "bad", s2, seen == nth ? "ok" : "bad");
    return 0;
}
