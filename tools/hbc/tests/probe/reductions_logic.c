/* Reductions with max/min on doubles, && / || / ^ / & / |, and several in one clause. */
#include <stdio.h>
#include <math.h>
#define N 100000

int main(void)
{
    double mx = -1e300, mn = 1e300;
    int all_pos = 1, any_big = 0, xr = 0, an = ~0, orr = 0;
    long prod = 1;
#pragma omp parallel for reduction(max:mx) reduction(min:mn) reduction(&&:all_pos) \
        reduction(||:any_big) reduction(^:xr) reduction(&:an) reduction(|:orr)
    for (int i = 0; i < N; i++) {
        double v = sin(i * 0.001) * 100.0;
        mx = fmax(mx, v);
        mn = v < mn ? v : mn;
        all_pos = all_pos && (i * i >= 0);
        any_big = any_big || (v > 99.99);
        xr ^= i * 2654435761u >> 7;
        an &= (i | 0x100) ;
        orr |= 1 << (i % 20);
    }
#pragma omp parallel for reduction(*:prod)
    for (int i = 1; i <= 20; i++) prod *= (i % 3) + 1;
    printf("mx=%.6f mn=%.6f all=%d any=%d xr=%d an=%d or=%d prod=%ld\n", mx, mn, all_pos,
           any_big, xr, an, orr, prod);
    return 0;
}
