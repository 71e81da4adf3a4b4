// `linear` on a combined `parallel for` that runs in team mode (its body asks its thread
// number, num_threads bounds the team): each iteration starts from the value before the loop
// plus its logical number times the step (here with a step written as an expression), and
// the last iteration's value is left in the original.
// EXPECT-TRANSLATION: hb_team_loop_begin(
// EXPECT-OUTPUT: 681450 j=205 n=100
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
int main(void) {
    int j = 5, nt = 2, half = 1;
    long a[256] = {0}, owners[8] = {0};
#pragma omp parallel for linear(j : half + 1) schedule(static) num_threads(nt)
    for (int i = 0; i < 100; i++) {
        a[j] += i;
        j += 2;
        owners[omp_get_thread_num() & 7]++;
    }
    long s = 0;
    for (int k = 0; k < 256; k++) s += a[k] * k;
    printf("%ld j=%d n=%ld\n", s, j, owners[0] + owners[1] + owners[2] + owners[3]);
    return 0;
}
