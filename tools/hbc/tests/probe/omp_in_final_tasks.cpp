// omp_in_final() in C++ tasks (hbc_rt::task_ex, the fork form is not used with final):
// 1 in a final task and in the included tasks created in it, 0 elsewhere. Counted per
// depth so the output does not depend on the schedule.
#include <omp.h>
#include <atomic>
#include <cstdio>
// PROBE-OUTPUT: depth0 final=0 nonfinal=3
// PROBE-OUTPUT: depth1 final=9 nonfinal=0
// PROBE-OUTPUT: depth2 final=27 nonfinal=0
// PROBE-OUTPUT: outside 0

static std::atomic<int> final_at[3], nonfinal_at[3];

static void walk(int depth, int cutoff)
{
    (omp_in_final() ? final_at : nonfinal_at)[depth]++;
    if (depth == 2) return;
    for (int c = 0; c < 3; c++) {
#pragma omp task final(depth + 1 >= cutoff) firstprivate(depth, cutoff)
        walk(depth + 1, cutoff);
    }
#pragma omp taskwait
}

int main()
{
#pragma omp parallel
#pragma omp single
    {
        for (int c = 0; c < 3; c++) {
#pragma omp task final(false)
            walk(0, 1);
        }
#pragma omp taskwait
    }
    for (int d = 0; d < 3; d++) std::printf("depth%d final=%d nonfinal=%d\n", d, final_at[d].load(), nonfinal_at[d].load());
    std::printf("outside %d\n", omp_in_final());
    return 0;
}
