// PROBE-OUTPUT: max=3 team=3 ids=3 sum=4950
#include <stdio.h>
#include <omp.h>
void configure(void);
int cfg_max(void);
int main(void) {
    configure();
    int team = 0, ids = 0;
    long sum = 0;
    int seen[64] = {0};
#pragma omp parallel reduction(+:sum)
    {
        int t = omp_get_thread_num();
        seen[t] = 1;
#pragma omp single
        team = omp_get_num_threads();
#pragma omp for
        for (int i = 0; i < 100; i++) sum += i;
    }
    for (int t = 0; t < 64; t++) ids += seen[t];
    printf("max=%d team=%d ids=%d sum=%ld\n", cfg_max(), team, ids, sum);
    return 0;
}
