// Private, firstprivate and lastprivate copies of C variable-length arrays in a team-mode
// region (it asks its thread number): each copy is declared by __typeof__ of the original,
// so it has the sizes the original was declared with even after the size variables change,
// as OpenMP's copy has the original's type. Refused until session 78 ("private copy of ...
// is not supported"). The thread-dependent terms cancel, so the output is the sequential one.
// EXPECT-TRANSLATION: __typeof__((*__hb_p_a)) a;
// EXPECT-OUTPUT: 65 66 70
#include <stdio.h>
#include <omp.h>
static double check(int n, int m) {
    double a[n][m], total = 0, last[m];
    int k = n;
    n = 1;
    m = 1;
    for (int i = 0; i < k; i++)
        for (int j = 0; j < 5; j++) a[i][j] = i * 10 + j;
#pragma omp parallel firstprivate(a) reduction(+: total)
    {
        int t = omp_get_thread_num();
        a[0][0] += t;
        double scratch[k];
#pragma omp for private(scratch) lastprivate(last)
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) scratch[j] = a[i][j % 5];
            for (int j = 0; j < 5; j++) last[j] = scratch[j] + i;
        }
        total += a[k - 1][4] + (t == 0 ? a[0][0] : 0);
#pragma omp single copyprivate(t)
        t = 7;
        total += t == 7;
    }
    printf("%g %g %g\n", total / omp_get_max_threads(), last[0], last[4]);
    return total;
}
int main(int argc, char **argv) {
    (void)argv;
    check(6 + argc, 5);
    return 0;
}
