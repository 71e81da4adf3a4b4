/* In a team-mode region (it asks thread numbers) a taskloop runs in place on the member that
 * meets it. Its header reads the originals of the items it copies, declared in the single's
 * block or shared by the region (rewritten through the region's pointer, which reads the
 * original already), and `final(1)` makes its tasks final (helper-119, session 74: 50, 90 and
 * 0 iterations of 100, omp_in_final() 0; the C++ form of the shared ones 90, 0 and 1; team_taskloop_in_place_originals.c).
 * EXPECT-OUTPUT: 100 100 100 100 1
 * EXPECT-OUTPUT: 100 100 2500 */
#include <omp.h>
#include <stdio.h>

int main(void) {
    int c1 = 0, c2 = 0, c3 = 0, d1 = 0, f1 = -1;
    int e2 = 0, e3 = 0, e4 = 0, m = 100, p = 100, q = 50;
    int ids[64] = {0};
#pragma omp parallel
    {
        ids[omp_get_thread_num()] = 1;
#pragma omp single
        {
            int n = 100, mm = 100, k = 100, pp = 100;
#pragma omp taskloop reduction(+: c1)
            for (int i = 0; i < n; i++) { n--; c1++; }
#pragma omp taskloop reduction(+: c2) grainsize(10)
            for (int i = 0; i < mm; i++) { mm--; c2++; }
#pragma omp taskloop reduction(+: c3) num_tasks(2)
            for (int i = 0; i < k; i++) { k--; c3++; }
#pragma omp taskloop reduction(+: d1) private(pp)
            for (int i = 0; i < pp; i++) { pp = 0; d1++; }
#pragma omp taskloop final(1) shared(f1)
            for (int i = 0; i < 1; i++) f1 = omp_in_final();
#pragma omp taskloop reduction(+: e2) grainsize(10) firstprivate(m)
            for (int i = 0; i < m; i++) { m--; e2++; }
#pragma omp taskloop reduction(+: e3) private(p)
            for (int i = 0; i < p; i++) { p = 0; e3++; }
#pragma omp taskloop reduction(+: e4) firstprivate(q) num_tasks(3) collapse(2)
            for (int i = 0; i < q; i++)
                for (int j = 0; j < q; j += 1) { q = 1; e4++; }
        }
    }
    printf("%d %d %d %d %d\n", c1, c2, c3, d1, f1);
    printf("%d %d %d\n", e2, e3, e4);
    return 0;
}
