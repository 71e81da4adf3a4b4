// Tasks written in a team-mode region's own code (docs/hbc-internals.md, "Tasks in a
// team-mode region"): deferred into the member's task scope where every worker is a member,
// run at once elsewhere. Each check reads what OpenMP guarantees right after the construct
// that completes the tasks (a worksharing loop's barrier, taskwait, taskgroup, the region's
// end) and that firstprivate copies hold the value at the task's creation. Every result is
// independent of the team's size, so the program prints what its sequential build prints.
// E2E-WORKERS: 1 2 3 4
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_in_final() { return 1; }
#endif

static long spin_sink;
static void slow(int k) {
    long acc = 0;
    for (int j = 0; j < 20000 + (k % 5) * 4000; j++) acc += j ^ k;
    __atomic_fetch_add(&spin_sink, acc & 1, __ATOMIC_RELAXED);  // (keeps the loop)
}

int main() {
    const int n = 1500;
    std::vector<int> cell(n, 0);
    int bad_loop = 0, bad_copy = 0, bad_wait = 0, bad_group = 0, bad_now = 0, bad_final = 0, late = 0;
#pragma omp parallel
    {
        std::vector<int> mine(4, omp_get_thread_num());  // a member's own: copied into its tasks
#pragma omp barrier
        // tasks created in a worksharing loop finish at its barrier
#pragma omp for
        for (int i = 0; i < n; i++) {
#pragma omp task
            {
                slow(i);
                cell[i] = i + (int)mine.size();
            }
        }
#pragma omp single
        for (int i = 0; i < n; i++)
            if (cell[i] != i + 4) bad_loop++;
        // a firstprivate copy is the value at the task's creation
        int x = 10;
#pragma omp task firstprivate(x)
        {
            slow(x);
            if (x != 10) {
#pragma omp atomic
                bad_copy++;
            }
        }
        x = 20;
        mine.push_back(x);  // the tasks above hold their own copies of `mine`
        // taskwait: the member's tasks so far are done
        int count = 0;
        for (int k = 0; k < 8; k++) {
#pragma omp task shared(count)
            {
                slow(k);
#pragma omp atomic
                count++;
            }
        }
#pragma omp taskwait
        if (count != 8) {
#pragma omp atomic
            bad_wait++;
        }
        // taskgroup: descendants too
        int nested = 0;
#pragma omp taskgroup
        {
#pragma omp task shared(nested)
            {
                for (int k = 0; k < 4; k++) {
#pragma omp task shared(nested)
                    {
                        slow(k);
#pragma omp atomic
                        nested++;
                    }
                }
            }
        }
        if (nested != 4) {
#pragma omp atomic
            bad_group++;
        }
        // if(0): undeferred, done before the member goes on
        int now = 0;
#pragma omp task if (0) shared(now)
        now = 1;
        if (!now) {
#pragma omp atomic
            bad_now++;
        }
        // final: the task and its children are included
#pragma omp task final(1)
        {
            if (!omp_in_final()) {
#pragma omp atomic
                bad_final++;
            }
        }
        // single nowait: its tasks finish by the region's end
#pragma omp single nowait
        for (int k = 0; k < 16; k++) {
#pragma omp task
            {
                slow(k);
#pragma omp atomic
                late++;
            }
        }
    }
    std::printf("loop %d copy %d wait %d group %d now %d final %d late %d\n", bad_loop, bad_copy, bad_wait, bad_group,
                bad_now, bad_final, late);
    return 0;
}
