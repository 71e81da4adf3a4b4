// BOTS sparselu_for idiom (omp-tasks/sparselu/sparselu_for/sparselu.c) reduced: in a region,
// a sequential k loop runs `single`, a worksharing `for`, then a worksharing `for` whose body
// spawns tasks.  That last loop's implied barrier must complete its tasks before the next
// k's `single` reads what they wrote.  hbc++ (C++17 tasks) emits the barrier's taskwait only
// *before* a worksharing loop (emit_loops.cpp barrierWaitBefore: "tasks created in its body
// run at once"), but a task spawned while for_range runs the body on its sequential fast
// path stays deferred, so the `single` at the top of the next k runs first and sees
// unfinished tasks / stale data.  Seen wrong at HB_NUM_WORKERS=2 (default heartbeat);
// correct with HB_HEARTBEAT_US=1 or HB_FORCE_PROMOTION=1.  (C runs such tasks in place.)
#include <atomic>
#include <cstdio>
#define N 20
static std::atomic<int> pending(0);
static double a[N][N];
static void work(int i, int j)
{
    double t = 0;
    for (int r = 0; r < 500; r++) t += 1.0;
    a[i][j] += t / 500;  // +1
    pending--;
}
int main()
{
    int i, j, k, early = 0;
    double seen = 0;
#pragma omp parallel private(k)
    for (k = 0; k < N; k++) {
#pragma omp single
        {
            if (pending.load() != 0) early++;
            seen += a[k][k] * (k + 1);  // a[k][k] was last written by the tasks of step k-1
        }
#pragma omp for
        for (i = k + 1; i < N; i++) a[i][k] += 0.5;
#pragma omp for private(j)
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                if ((i + j) % 3 != 0 && (pending++, 1))
#pragma omp task firstprivate(i, j)
                    work(i, j);
    }
    printf("seen=%.1f singles_with_unfinished_tasks=%d\n", seen, early);
    return 0;
}
