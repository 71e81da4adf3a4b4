/* `declare reduction` for a struct (min with location). */
#include <stdio.h>
#include <math.h>
#define N 5000

typedef struct { double val; int idx; } minloc_t;

static minloc_t pick(minloc_t a, minloc_t b)
{
    if (b.val < a.val || (b.val == a.val && b.idx < a.idx)) return b;
    return a;
}
#pragma omp declare reduction(minloc : minloc_t : omp_out = pick(omp_out, omp_in)) \
        initializer(omp_priv = (minloc_t){ 1e300, -1 })

int main(void)
{
    minloc_t best = { 1e300, -1 };
#pragma omp parallel for reduction(minloc:best)
    for (int i = 0; i < N; i++) {
        minloc_t c = { cos(i * 0.01) + i * 1e-5, i };
        best = pick(best, c);
    }
    printf("val=%.6f idx=%d\n", best.val, best.idx);
    return 0;
}
