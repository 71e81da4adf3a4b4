/* A local that only a shared variable-length array's type names (BART 0.8.00's
 * `long count; complex float buf[count]`, helper-112, session 55): the outlined loop gets
 * a copy of the bound to rebuild the array's type, which the body never reads, so it is
 * named again by `(void)`: -Wall -Werror, clean for gcc -fopenmp, stays clean. Before,
 * "unused variable 'count'" at a line of the caller. */
// FLAGS: -Wall -Werror
// EXPECT-TRANSLATION: int count = *(int *)__hb_c[0]; (void)count;
// EXPECT-OUTPUT: 49 1225
#include <stdio.h>
static void fill(int n) {
    int count = n;
    float buf[count];
#pragma omp parallel for
    for (int i = 0; i < n; i++) buf[i] = (float)i;
    float s = 0;
    for (int i = 0; i < n; i++) s += buf[i];
    printf("%.0f %.0f\n", buf[n - 1], s);
}
int main(void) {
    fill(50);
    return 0;
}
