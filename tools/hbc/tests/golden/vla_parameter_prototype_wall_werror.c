/* A function with a variable-length array parameter, called from outlined code placed
 * before its first declaration (here the function itself, recursing, and a team-mode
 * region, recursing too): hbc's declaration keeps the parameters as declared, named, so gcc's
 * -Wvla-parameter (in -Wall) does not find `float *` followed by `float a[n]` (BART 0.8.00,
 * helper-112, session 55). */
// FLAGS: -Wall -Werror
// EXPECT-TRANSLATION: void rec(int n, float a[n], int depth);
// EXPECT-TRANSLATION: static void team(int n, float a[n], int depth);
// EXPECT-OUTPUT: 3 4
#include <stdio.h>
#include <omp.h>
void rec(int n, float a[n], int depth) {
    if (depth == 0) return;
#pragma omp parallel for
    for (int i = 0; i < 2; i++)
        if (i == 0) rec(n, a, depth - 1);
    a[0] += 1;
}
static void team(int n, float a[n], int depth) {
#pragma omp parallel num_threads(2)
    {
        if (omp_get_thread_num() == 0) {
            a[n - 1] += 2;
            if (depth > 0) team(n, a, depth - 1);
        }
    }
}
int main(void) {
    float a[4] = {0};
    rec(4, a, 3);
    team(4, a, 1);
    printf("%.0f %.0f\n", a[0], a[3]);
    return 0;
}
