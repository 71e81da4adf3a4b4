// C tasks whose bodies create tasks are deferred, the nested ones too (since session 77;
// before, the outer task ran in place). The nested task's site is in the outer task's
// outlined body, so what it takes from the function is spelled through the outer task's
// pointers: `x` below is the local, not the global of the same name (a site spelled `&x`
// there would reach the global silently), and `deep`, named only by the innermost task,
// reaches it through both outer tasks. A nested task that stays in place (one under a
// critical, one with `if`) keeps its outer task in place as well.
// EXPECT-TRANSLATION: __hb_t_5.x = (*__hb_p_x);
// EXPECT-OUTPUT: hits 508 r3 45 r1 3 r2 30
#include <stdio.h>
int x = 1000;
int main(void) {
    int x = 5, hits = 0, three = 3, deep = 40, r1 = 0, r2 = 0, r3 = 0, a = 1, b = 2;
#pragma omp parallel
#pragma omp single
    {
#pragma omp task shared(hits, x)
        {
#pragma omp atomic
            hits += x + three;
#pragma omp task firstprivate(x) shared(hits)
            {
#pragma omp atomic
                hits += x * 100;
            }
        }
#pragma omp task shared(r3)
        {
            int mid = 5;
#pragma omp task shared(r3, mid)
            {
#pragma omp task shared(r3)
                r3 = deep + mid;
#pragma omp taskwait
            }
#pragma omp taskwait
        }
#pragma omp task shared(r1)
        {
#pragma omp task if (a > 0) shared(r1)
            r1 = a + b;
        }
#pragma omp task shared(r2)
        {
#pragma omp critical
            {
#pragma omp task shared(r2)
                r2 += 30;
            }
        }
    }
    printf("hits %d r3 %d r1 %d r2 %d\n", hits, r3, r1, r2);
    return 0;
}
