/* Taskloops that stay in place (grainsize or num_tasks with a firstprivate item the body
 * writes; `private` in the header; `final`) evaluate their bounds once, from the originals,
 * before the construct's copies exist, and `final(1)` makes their tasks final (helper-119,
 * session 74: the header read the copies, 90 and 50 of 100 iterations, 0 with private(n);
 * omp_in_final() said 0). The plain taskloop is a heartbeat loop, whose bounds are read
 * before its ranges run.
 * EXPECT-OUTPUT: plain=100 grainsize=100 num_tasks=100
 * EXPECT-OUTPUT: private=100 firstprivate=100 lastprivate=100 k=99
 * EXPECT-OUTPUT: final=1 final_outside=1 final0=0 */
#include <omp.h>
#include <stdio.h>

int main(void) {
    int c1 = 0, c2 = 0, c3 = 0, d1 = 0, d2 = 0, d3 = 0, n = 100, m = 100, k = 100;
    int f1 = -1, f2 = -1, f3 = -1;
#pragma omp parallel
#pragma omp single
    {
        int a = 100, b = 100, c = 100;
#pragma omp taskloop reduction(+: c1)
        for (int i = 0; i < a; i++) { a--; c1++; }
#pragma omp taskloop reduction(+: c2) grainsize(10)
        for (int i = 0; i < b; i++) { b--; c2++; }
#pragma omp taskloop reduction(+: c3) num_tasks(2)
        for (int i = 0; i < c; i++) { c--; c3++; }
#pragma omp taskloop reduction(+: d1) private(n)
        for (int i = 0; i < n; i++) { n = 0; d1++; }
#pragma omp taskloop reduction(+: d2) firstprivate(m) grainsize(10)
        for (int i = 0; i < m; i++) { m = 0; d2++; }
#pragma omp taskloop reduction(+: d3) lastprivate(k)
        for (int i = 0; i < k; i++) { k = i; d3++; }
#pragma omp taskloop final(1) shared(f1)
        for (int i = 0; i < 1; i++) f1 = omp_in_final();
#pragma omp taskloop final(n < 0) shared(f3)
        for (int i = 0; i < 1; i++) f3 = omp_in_final();
    }
#pragma omp taskloop final(1) shared(f2)
    for (int i = 0; i < 1; i++) f2 = omp_in_final();
    printf("plain=%d grainsize=%d num_tasks=%d\n", c1, c2, c3);
    printf("private=%d firstprivate=%d lastprivate=%d k=%d\n", d1, d2, d3, k);
    printf("final=%d final_outside=%d final0=%d\n", f1, f2, f3);
    return 0;
}
