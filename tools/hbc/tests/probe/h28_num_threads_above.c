/* num_threads(6) above the worker count on a top-level region, then regions without
   num_threads: their team size is the default again; omp_get_max_threads unchanged. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: cnt=6 ids=15 sz6=6
// PROBE-OUTPUT: max_same=1 default_ok=1 cntd_ok=1
int main(void)
{
    int maxb = omp_get_max_threads();
    int cnt = 0, ids = 0, sz6 = 0, szd = 0, cntd = 0, maxa, k;
#pragma omp parallel num_threads(6)
    {
        int t = omp_get_thread_num();
#pragma omp atomic
        cnt++;
#pragma omp atomic
        ids += t;
#pragma omp single
        sz6 = omp_get_num_threads();
    }
    maxa = omp_get_max_threads();
    for (k = 0; k < 3; k++) {
#pragma omp parallel
        {
            int t = omp_get_thread_num();
#pragma omp atomic
            cntd++;
            if (t == 0) szd = omp_get_num_threads();
        }
    }
    printf("cnt=%d ids=%d sz6=%d\n", cnt, ids, sz6);
    printf("max_same=%d default_ok=%d cntd_ok=%d\n", maxa == maxb, szd == maxb, cntd == 3 * maxb);
    return 0;
}
