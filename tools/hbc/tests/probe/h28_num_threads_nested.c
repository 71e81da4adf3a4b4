/* num_threads(5) on a top-level region with a worksharing loop that calls a function holding
   a nested num_threads(4) region (inactive: one thread each), then a num_threads(2) region. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: bad=0 two=2
static int inner_sizes[64];
static void inner(int i)
{
#pragma omp parallel num_threads(4)
    {
        if (omp_get_thread_num() == 0) inner_sizes[i] = omp_get_num_threads();
    }
}
int main(void)
{
    int per[8] = {0}, i, bad = 0, two = 0;
    omp_set_max_active_levels(1);
#pragma omp parallel num_threads(5)
    {
        int t = omp_get_thread_num();
#pragma omp for schedule(static, 1)
        for (i = 0; i < 40; i++) { per[t]++; inner(i); }
    }
    for (i = 0; i < 5; i++) if (per[i] != 8) bad++;
    for (i = 0; i < 40; i++) if (inner_sizes[i] != 1) bad++;
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
        two++;
        if (omp_get_thread_num() >= 2) bad++;
    }
    printf("bad=%d two=%d\n", bad, two);
    return 0;
}
