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
    long hits = 0, sum = 0, bonus = 0;  // (sum under atomic, bonus under critical: the two do not order each other)
    for (int i = 0; i < n; i++) {
#pragma omp task shared(hits, sum, bonus) firstprivate(i)
        {
#pragma omp atomic
            hits++;
#pragma omp atomic
            sum += i;
#pragma omp flush
            if (i % 7 == 0) {
#pragma omp critical
                bonus += 1000;
            }
        }
    }
#pragma omp taskwait
    long v;
#pragma omp atomic read
    v = hits;
    return v * 1000000 + sum + bonus;
}

// every atomic form on the function's locals shared with the task: capture (both forms),
// an array element, struct members, write, read through a pointer, a named critical
struct acc { long count; double w; };
static void forms(int n) {
    long x = 0, v = 0, maxv = 0, arr[4] = {0, 0, 0, 0};
    struct acc s = {0, 0.0};
    long *p = &x;
    int flag = 0;
    for (int i = 0; i < n; i++) {
#pragma omp task shared(x, v, maxv, arr, s, p, flag) firstprivate(i)
        {
            long old;
#pragma omp atomic capture
            old = x++;
#pragma omp atomic capture
            { old = x; x += 2; }
#pragma omp atomic
            arr[i % 4] += 1;
#pragma omp atomic
            s.count += 1;
#pragma omp atomic update
            s.w = s.w + 0.5;
#pragma omp atomic write
            flag = 1;
#pragma omp atomic read
            old = *p;
#pragma omp critical(mx)
            if (old > maxv) maxv = old;
#pragma omp atomic
            v += (old >= 0);
        }
    }
#pragma omp taskwait
    printf("x=%ld v=%ld arr=%ld,%ld,%ld,%ld s=%ld,%.1f flag=%d maxpos=%d\n", x, v, arr[0], arr[1], arr[2], arr[3],
           s.count, s.w, flag, maxv > 0);
}

int main(void) {
    long nodes = 0, leaves = 0, local = 0;
#pragma omp parallel
#pragma omp single
    {
        search(9, 1, &nodes, &leaves);
        local = count_local(5000);
        forms(1001);
    }
    printf("nodes=%ld leaves=%ld best=%ld local=%ld\n", nodes, leaves, best, local);
    return 0;
}
