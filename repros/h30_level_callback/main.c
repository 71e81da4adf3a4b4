#include <stdio.h>
#include <omp.h>
void parallel_apply(void (*f)(int, void *), void *ctx, int n);
static void visit(int i, void *ctx) {
    (void)i;
    if (omp_get_level() == 1) {   /* inside the library's parallel loop: level 1 */
#pragma omp atomic
        ++*(long *)ctx;
    }
}
int main(void) {
    long at_level1 = 0;
    parallel_apply(visit, &at_level1, 1000);
    printf("at_level1=%ld\n", at_level1);   /* OpenMP: 1000 at any thread count */
    return 0;
}
