// A region-private array that one worksharing loop fills and a later loop only reads: in
// OpenMP each thread's second loop reads the copy its own iterations of the first loop
// left (here every iteration leaves the same table). A heartbeat loop gives each range a
// fresh copy and the region's own copy is never filled, so the region runs as a team
// (session 37; before, the second loop read an unset array). The scalar form of this case
// is in team_private_left_by_loop.c.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1,
// EXPECT-OUTPUT: 1 10985
#include <stdio.h>
#define N 200
#define K 16
int main(void) {
    int ok = 1;
    long sum = 0;
#pragma omp parallel reduction(&& : ok) reduction(+ : sum)
    {
        int i, k;
        int table[K];
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) {
            for (k = 0; k < K; k++) table[k] = 7 * k + 3;
            sum += table[i % K] > 50;
        }
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) {
            ok = ok && table[i % K] == 7 * (i % K) + 3;
            sum += table[i % K];
        }
    }
    printf("%d %ld\n", ok, sum);
    return 0;
}
