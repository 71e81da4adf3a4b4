/* Hand-made reductions (a region-local partial, an `omp for` accumulating it, one combining
   statement in `critical` or `atomic`) in the shapes hbc must tell apart: the statement is
   the combine of two partials only for `R op= V` and `R = R op V` forms, min/max calls and
   conditionals; a linear scaling (`R -= 3 * V`, `R = R - V / 4.0`) combines the partials
   by +; an integer division (`R += V / 2`) is not linear, so the region needs its team. */
#include <math.h>
#include <stdio.h>

int main(void)
{
    const int n = 100000;
    long a = 7, b = 1000000, x = 0, p = 1, evenhalf = 0;
    double c = 50.0, m = -1e300, q = -1e300;

#pragma omp parallel
    {
        long la = 0;
#pragma omp for
        for (int i = 0; i < n; i++) la += i % 5;
#pragma omp critical
        a = la + a;
    }
#pragma omp parallel
    {
        long lb = 0;
#pragma omp for
        for (int i = 0; i < n; i++) lb += i % 3;
#pragma omp atomic
        b -= 3 * lb;
    }
#pragma omp parallel
    {
        double lc = 0;
#pragma omp for
        for (int i = 0; i < n; i++) lc += (i % 8) * 0.25;
#pragma omp critical
        c = c - lc / 4.0;
    }
#pragma omp parallel
    {
        double lm = -1e300, lq = -1e300;
#pragma omp for
        for (int i = 0; i < n; i++) {
            double v = sin(i * 0.001) * 100.0;
            lm = fmax(lm, v);
            if (v > lq) lq = v;
        }
#pragma omp critical
        m = fmax(m, lm);
#pragma omp critical
        q = lq > q ? lq : q;
    }
#pragma omp parallel
    {
        long lx = 0, lp = 1;
#pragma omp for
        for (int i = 1; i <= 20; i++) { lx ^= (long)i * 2654435761L; lp *= (i % 3) + 1; }
#pragma omp atomic
        x ^= lx;
#pragma omp critical
        p = p * lp;
    }
#pragma omp parallel
    {
        long le = 0;
#pragma omp for
        for (int i = 0; i < n; i++) le += 2;
#pragma omp critical
        evenhalf += le / 2;
    }
    printf("a=%ld b=%ld c=%.4f m=%.6f q=%.6f x=%ld p=%ld evenhalf=%ld\n", a, b, c, m, q, x, p, evenhalf);
    return 0;
}
