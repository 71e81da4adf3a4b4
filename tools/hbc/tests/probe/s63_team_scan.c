/* `reduction(inscan, ...)` and `lastprivate(conditional: ...)` on `for` loops of a team-mode
   region (its body asks the thread number): one member runs each such loop whole, in order,
   on the shared items; a private and a firstprivate item, a counter declared outside the
   loop, `nowait` followed by a barrier, and every member reading the results after the
   loop's implied barrier. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 4000

static int a[N], incl[N], excl[N];
static int bad;

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (i * 29) % 17 - 8;
    int x = 50, y = -3, last = -1, never = 77, i, tmp = 0, off = 1000;
    long after = 0;
#pragma omp parallel private(tmp) reduction(+ : after)
    {
        int me = omp_get_thread_num();
#pragma omp for reduction(inscan, + : x) private(tmp) firstprivate(off)
        for (i = 0; i < N; i++) {
            tmp = a[i] * 2;
            x += tmp / 2;
#pragma omp scan inclusive(x)
            incl[i] = x + off - 1000;
        }
        /* the loop's barrier: every member sees the final x */
        if (x != incl[N - 1]) bad = 1;
#pragma omp for reduction(inscan, + : y) nowait
        for (int k = 0; k < N; k++) {
            excl[k] = y;
#pragma omp scan exclusive(y)
            y += a[k] > 0;
        }
#pragma omp barrier
#pragma omp for lastprivate(conditional : last, never)
        for (int k = 0; k < N; k++) {
            if (a[k] == 7 && k % 3 == 0) last = k;
            if (a[k] > 100) never = k;
        }
        after += (last >= 0) + me * 0;
    }
    long h = 0;
    for (int k = 0; k < N; k += 13) h = h * 31 + incl[k] + 7 * excl[k];
    printf("x=%d y=%d last=%d never=%d bad=%d members_saw_last=%d h=%ld\n", x, y, last, never, bad, after > 0, h);
    return 0;
}
