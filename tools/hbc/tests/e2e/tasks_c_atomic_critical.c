// C tasks whose bodies hold `atomic`, `critical` or `flush` are deferred (since session 76;
// before, any directive in a C task's body ran the task in place, so a search counting its
// nodes atomically, BOTS floorplan's `critical` best-so-far, ran on one thread). The counts
// use the function's own locals, shared with the tasks: the atomic's text must name them
// through the task's pointers. Checked against the sequential meaning; under TSan, a
// missing atomic or lock would race.
#include <stdio.h>

static long best = 1L << 40;

static void search(int depth, long cost, long *nodes, long *leaves) {
#pragma omp atomic
    (*nodes)++;
    if (depth == 0) {
#pragma omp critical(best_so_far)
        {
            if (cost < best) best = cost;
        }
#pragma omp atomic update
        *leaves += 1;
        return;
    }
    for (int c = 0; c < 3; c++) {
#pragma omp task firstprivate(c)
        search(depth - 1, cost * 3 + (c ^ (depth & 1)), nodes, leaves);
    }
#pragma omp taskwait
}

static long count_local(int n) {
    long hits = 0, sum = 0;
    for (int i = 0; i < n; i++) {
#pragma omp task shared(hits, sum) firstprivate(i)
        {
#pragma omp atomic
            hits++;
#pragma omp atomic
            sum += i;
#pragma omp flush
            if (i % 7 == 0) {
#pragma omp critical
                sum += 1000;
            }
        }
    }
#pragma omp taskwait
    long v;
#pragma omp atomic read
    v = hits;
    return v * 1000000 + sum;
}

int main(void) {
    long nodes = 0, leaves = 0, local = 0;
#pragma omp parallel
#pragma omp single
    {
        search(9, 1, &nodes, &leaves);
        local = count_local(5000);
    }
    printf("nodes=%ld leaves=%ld best=%ld local=%ld\n", nodes, leaves, best, local);
    return 0;
}
