/* DataRaceBench-style race-free target micro-kernels: a `target teams distribute parallel
   for` with `private` and `firstprivate`, a `target` with `map(tofrom)` of an array and an
   inner `parallel for`, `target teams distribute` + inner `parallel for` with a `critical`,
   a `target parallel for ordered` loop, a `target` that calls a `declare target` function
   on a mapped struct, and a `target simd` with `safelen`. */
#include <stdio.h>

#define N 512

#pragma omp declare target
typedef struct { int lo, hi; long acc; } Range;
static void sweep(Range *r, const int *v)
{
    for (int i = r->lo; i < r->hi; i++) r->acc += v[i];
}
#pragma omp end declare target

int main(void)
{
    int v[N], w[N], order[N], pos = 0;
    long crit = 0;
    int tmp, off = 3;
    for (int i = 0; i < N; i++) { v[i] = i % 37; w[i] = 0; }
#pragma omp target teams distribute parallel for private(tmp) firstprivate(off) map(tofrom: w[0:N])
    for (int i = 0; i < N; i++) {
        tmp = v[i] + off;
        w[i] = tmp * 2;
    }
#pragma omp target map(tofrom: w[0:N]) map(to: v[0:N])
    {
#pragma omp parallel for
        for (int i = 0; i < N; i++) w[i] -= v[i];
    }
#pragma omp target teams distribute map(tofrom: crit)
    for (int b = 0; b < 8; b++) {
#pragma omp parallel for
        for (int i = b * (N / 8); i < (b + 1) * (N / 8); i++) {
#pragma omp critical
            crit += w[i];
        }
    }
#pragma omp target parallel for ordered map(tofrom: order[0:N], pos)
    for (int i = 0; i < N; i++) {
#pragma omp ordered
        order[pos++] = i * 3 % N;
    }
    Range r = {10, 400, 0};
#pragma omp target map(tofrom: r) map(to: v[0:N])
    sweep(&r, v);
    int sfx[N];
    sfx[0] = 0;
    for (int i = 1; i < N; i++) sfx[i] = 1;
#pragma omp target simd safelen(8) map(tofrom: sfx[0:N])
    for (int i = 8; i < N; i++) sfx[i] = sfx[i - 8] + 1;
    printf("w9=%d crit=%ld order=%d,%d,%d pos=%d acc=%ld sfx=%d\n", w[9], crit, order[0], order[1], order[N - 1], pos,
           r.acc, sfx[N - 1]);
    return 0;
}
