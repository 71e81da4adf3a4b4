/* Minimal (NPB C ports: `static double tmp1, tmp2, tmp3;` + `#pragma omp threadprivate(tmp1,
   tmp2, tmp3)`): a threadprivate list naming several declarators of ONE declaration. hbc
   inserts `__thread` once per declarator into the same declaration
   (`static __thread __thread __thread double tmp1, tmp2, tmp3;`) and gcc fails with
   "duplicate '_Thread_local' or '__thread'". */
#include <stdio.h>

static double tmp1, tmp2, tmp3;
#pragma omp threadprivate(tmp1, tmp2, tmp3)

int main(void)
{
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 1000; i++) {
        tmp1 = i * 0.5;
        tmp2 = tmp1 * tmp1;
        tmp3 = tmp2 - tmp1;
        s += tmp3;
    }
    printf("s=%.3f\n", s);
    return 0;
}
