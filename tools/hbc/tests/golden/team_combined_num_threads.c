/* A combined 'parallel for' with num_threads whose body asks its thread number: it runs in
   team mode as a region holding the loop, so the numbers stay below 2 (heartbeat mode gave
   any worker's). */
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size((int)(2))
// EXPECT-OUTPUT: 1000 0
#include <stdio.h>
#include <omp.h>
int main(void)
{
    long hits[64] = {0}, out = 0;
#pragma omp parallel for num_threads(2)
    for (int i = 0; i < 1000; i++) {
        int t = omp_get_thread_num();
#pragma omp atomic
        hits[t & 63]++;
        if (t >= 2) {
#pragma omp atomic
            out++;
        }
    }
    long s = 0;
    for (int t = 0; t < 64; t++) s += hits[t];
    printf("%ld %ld\n", s, out);
    return 0;
}
