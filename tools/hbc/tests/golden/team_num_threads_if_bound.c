/* num_threads(n) and if(c) bound the thread numbers a loop body sees (below n; 0 when c is
   false): such a region whose code asks its thread number runs in team mode, which honours
   both (heartbeat mode gave any worker's number: 20000 of 20000 out of range at 4 workers). */
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size((int)(2))
// EXPECT-OUTPUT: p2=20000.0 bad=0 nz=0
#include <stdio.h>
#include <omp.h>
#define N 20000
int main(void)
{
    double p2[2] = {0, 0};
    long bad = 0, nz = 0;
    omp_set_num_threads(4);
#pragma omp parallel num_threads(2)
    {
#pragma omp for
        for (int i = 0; i < N; i++) {
            int t = omp_get_thread_num();
            if (t >= 2) {
#pragma omp atomic
                bad++;
            } else {
#pragma omp atomic
                p2[t] += 1.0;
            }
        }
    }
    int c = N < 10;
#pragma omp parallel if(c)
    {
#pragma omp for reduction(+:nz)
        for (int i = 0; i < N; i++) nz += omp_get_thread_num() != 0;
    }
    printf("p2=%.1f bad=%ld nz=%ld\n", p2[0] + p2[1], bad, nz);
    return 0;
}
