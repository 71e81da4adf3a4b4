/* Atomic updates whose expression has x on the right of a non-commutative operator
   (x = e - x, x = e / x) and captures of them, plus x = x << 1 / x = x >> 1 pairs and a
   binary-and mask. Each operation is its own inverse or paired, so the final values and
   the counts of captured values depend only on the number of iterations (even). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: r=3 seen3=5000 seen97=5000
// PROBE-OUTPUT: q=4.0 seen4=5000 seen2=5000
// PROBE-OUTPUT: sh_bits=5 m=ff00

#define N 10000

int main(void)
{
    int r = 3;
    double q = 4.0;
    long sh = 1;
    unsigned m = 0xFFFFu;
    int seen3 = 0, seen97 = 0, seen_q4 = 0, seen_q2 = 0;
#pragma omp parallel for reduction(+:seen3, seen97, seen_q4, seen_q2)
    for (int i = 0; i < N; i++) {
        int v;
#pragma omp atomic capture
        { v = r; r = 100 - r; }
        seen3 += v == 3;
        seen97 += v == 97;
        double w;
#pragma omp atomic capture
        { w = q; q = 8.0 / q; }
        seen_q4 += w == 4.0;
        seen_q2 += w == 2.0;
        if (i % 2000 == 0) {
#pragma omp atomic
            sh = sh << 1;
        } else {
#pragma omp atomic
            sh = sh * 1;
        }
#pragma omp atomic
        m &= 0xFFFFFFu ^ (1u << (i % 8));
    }
    printf("r=%d seen3=%d seen97=%d\n", r, seen3, seen97);
    printf("q=%.1f seen4=%d seen2=%d\n", q, seen_q4, seen_q2);
    printf("sh_bits=%d m=%x\n", __builtin_ctzl(sh) , m);
    return 0;
}
