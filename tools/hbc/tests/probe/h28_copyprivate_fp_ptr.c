/* single copyprivate in a team-mode region of a firstprivate scalar, a region-private
   pointer, and a private variable of a nested block. */
// PROBE-OUTPUT: x=7 bad=0
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static int table[4] = {3, 1, 4, 1};
int main(void)
{
    int x = 7, bad = 0;
#pragma omp parallel firstprivate(x) reduction(+ : bad)
    {
        int *p = 0;
        int rounds;
        int t = omp_get_thread_num();
        for (rounds = 0; rounds < 3; rounds++) {
            double v = -1.0;
#pragma omp single copyprivate(x, p, v)
            {
                x = x + 10;
                p = &table[rounds];
                v = rounds * 0.5;
            }
            if (x != 17 + 10 * rounds) bad++;
            if (p != &table[rounds]) bad++;
            if (v != rounds * 0.5) bad++;
#pragma omp barrier
        }
        (void)t;
    }
    printf("x=%d bad=%d\n", x, bad);
    return 0;
}
