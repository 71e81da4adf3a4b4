/* Sizing by the runtime's limits, as portable codes do: cap a requested team at
   omp_get_thread_limit() and omp_get_num_procs() relations only (never printed as numbers),
   run a num_threads(req) region with req = 3 capped by the thread limit, check every
   member sees omp_get_num_threads() <= omp_get_thread_limit(), and that
   omp_get_supported_active_levels() >= omp_get_max_active_levels() >= 1 after
   omp_set_max_active_levels(1). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: limit>=1:1 procs>=1:1 max<=limit:1
// PROBE-OUTPUT: team==req:1 over=0 s=4498500
// PROBE-OUTPUT: mal=1 sup>=mal:1
// PROBE-OUTPUT: inner team sizes total=2 levels_ok=1

int main(void)
{
    int limit = omp_get_thread_limit(), procs = omp_get_num_procs();
    int req = 3 < limit ? 3 : limit;
    printf("limit>=1:%d procs>=1:%d max<=limit:%d\n", limit >= 1, procs >= 1,
           omp_get_max_threads() <= limit);
    int team = 0, over = 0;
    long s = 0;
#pragma omp parallel num_threads(req) reduction(+:s, over)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        if (n > omp_get_thread_limit()) over++;
        if (t == 0) team = n;
        for (int i = t; i < 3000; i += n) s += i;
    }
    printf("team==req:%d over=%d s=%ld\n", team == req, over, s);
    omp_set_max_active_levels(1);
    int mal = omp_get_max_active_levels(), sup = omp_get_supported_active_levels();
    printf("mal=%d sup>=mal:%d\n", mal, sup >= mal);
    int inner_sizes = 0, levels_ok = 1;
#pragma omp parallel num_threads(2) reduction(+:inner_sizes) reduction(&&:levels_ok)
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp atomic
            inner_sizes += omp_get_num_threads();
            if (omp_get_level() != 2 || omp_get_active_level() != 1) levels_ok = 0;
        }
    }
    printf("inner team sizes total=%d levels_ok=%d\n", inner_sizes, levels_ok);
    return 0;
}
