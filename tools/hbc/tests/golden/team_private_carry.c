/* A schedule(static) loop whose body reads its private 'delta' before assigning it (in some
   iterations no branch assigns it): OpenMP's thread keeps one copy through its block of
   iterations, in order, so the read sees the thread's previous iteration (Rodinia hotspot's
   edge blocks). A heartbeat range starts with a fresh copy, wrong even at one worker: the
   loop runs in team mode (96 iterations: the static blocks of 1, 2 and 3 members all begin
   at an even k, where delta is set). */
// EXPECT-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: sum=72192 bad=0
#include <stdio.h>
#define N 96
static int out[N * 16];
int main(void)
{
    int delta = 0, k, c;
#pragma omp parallel for private(delta, c) schedule(static)
    for (k = 0; k < N; k++) {
        for (c = 0; c < 16; c++) {
            if (k % 2 == 0 && c == 0) delta = k;
            out[k * 16 + c] = delta;
        }
    }
    long sum = 0;
    int bad = 0;
    for (k = 0; k < N; k++)
        for (c = 0; c < 16; c++) {
            sum += out[k * 16 + c];
            bad += out[k * 16 + c] != k - k % 2;
        }
    printf("sum=%ld bad=%d\n", sum, bad);
    return 0;
}
