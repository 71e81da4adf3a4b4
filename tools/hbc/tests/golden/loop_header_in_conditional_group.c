/* A loop's directive and header chosen by `#ifdef`, with the `#endif` between the header and
 * the body, in a heartbeat loop and in a team-mode region's `for` (helper-89's mlpack shape,
 * session 51): the group is flattened to the branch the parse took. Before, the `#endif`
 * went with the replaced header: "unterminated #else". */
// EXPECT-OUTPUT: best=11988.0 arg=12 sum=5994.0
#include <stdio.h>
#include <omp.h>
static double v[1000];
int main(void) {
    for (int i = 0; i < 1000; ++i) v[i] = i % 13;
    double best = -1;
    long arg = 0, d;
#ifdef HBC_TEST_NOT_DEFINED
#pragma omp parallel for
    for (d = 0; d < 1000; d += 1)
#else
#pragma omp parallel for
    for (d = 0; d < 1000; ++d)
#endif
    {
        double val = v[d] * 1000.0 - d;
#pragma omp critical(update)
        if (val > best) {
            best = val;
            arg = d;
        }
    }
    double total = 0;
#pragma omp parallel
    {
        double mine = 0;
        int me = omp_get_thread_num();
        long e;
        (void)me;
#if defined(HBC_TEST_NOT_DEFINED)
#pragma omp for
        for (e = 0; e < 1000; e += 1)
#elif 1
#pragma omp for
        for (e = 0; e < 1000; ++e)
#endif
        {
            mine += v[e];
        }
#pragma omp atomic
        total += mine;
    }
    printf("best=%.1f arg=%ld sum=%.1f\n", best, arg, total);
    return 0;
}
