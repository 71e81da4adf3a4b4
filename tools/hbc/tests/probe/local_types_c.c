/* C loop bodies that use types, enums and a static counter declared inside the enclosing
   function, sizeof of a local array, and a 2-D local array (particle-code style). */
#include <stdio.h>
#define N 2000

int main(void)
{
    struct particle { double x, v; int kind; };
    typedef double real;
    enum { LIGHT = 1, HEAVY = 3 };
    static long visits = 0;
    static struct particle p[N];
    real coef[4] = { 0.5, 0.25, 0.125, 0.0625 };
    real table[3][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 }, { 9, 10, 11, 12 } };
    for (int i = 0; i < N; i++) { p[i].x = i * 0.01; p[i].v = (i % 5) - 2; p[i].kind = i % 2 ? LIGHT : HEAVY; }
    real e = 0;
#pragma omp parallel for reduction(+:e)
    for (int i = 0; i < N; i++) {
        struct particle q = p[i];
        real m = q.kind == HEAVY ? 3.0 : 1.0;
        q.x += q.v * coef[i % (int)(sizeof coef / sizeof coef[0])] * table[i % 3][i % 4];
        p[i] = q;
        e += 0.5 * m * q.v * q.v;
#pragma omp atomic
        visits++;
    }
    real sx = 0;
    for (int i = 0; i < N; i++) sx += p[i].x;
    printf("e=%.4f sx=%.6f visits=%ld\n", e, sx, visits);
    return 0;
}
