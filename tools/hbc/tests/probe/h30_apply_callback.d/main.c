// PROBE-OUTPUT: level1=2000 inpar=2000 sum=1999000
#include <stdio.h>
#include <omp.h>
void parallel_apply(void (*f)(int, void *), void *ctx, int n);
struct acc { long level1, inpar, sum; };
static void visit(int i, void *p) {
    struct acc *a = p;
    /* a library routine that must not open a nested region inside a parallel one */
    int nested = omp_in_parallel();
#pragma omp atomic
    a->inpar += nested;
    if (omp_get_level() == 1) {
#pragma omp atomic
        a->level1++;
    }
#pragma omp atomic
    a->sum += i;
}
int main(void) {
    struct acc a = {0, 0, 0};
    parallel_apply(visit, &a, 2000);
    printf("level1=%ld inpar=%ld sum=%ld\n", a.level1, a.inpar, a.sum);
    return 0;
}
