/* Old-style C: block-scope extern variables and function prototypes, a static local
   counter, used inside parallel loop bodies (NPB-era codes declare `double randlc();` inside
   functions). */
#include <stdio.h>
#define N 4000

int probe_total = 0;

int main(void)
{
    extern int probe_total;
    double weight(int);
    static long calls = 0;
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++) {
        s += weight(i);
#pragma omp atomic
        probe_total += i % 3;
#pragma omp atomic
        calls++;
    }
    printf("s=%.3f total=%d calls=%ld\n", s, probe_total, calls);
    return 0;
}

double weight(int i) { return (i % 7) * 0.25; }
