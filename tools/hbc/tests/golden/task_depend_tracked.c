/* Tasks with depend clauses are deferred with their items' addresses (hbc_task_spawn_dep),
 * where every item has an address the creation can take: a variable, an element, a member,
 * an array section (its first element's address). Where one has not (an item with side
 * effects) or the task has `if`, it waits for its earlier siblings and runs in place, as
 * before session 75. A chain, a fan-out and a fan-in, whose order the output shows. */
// EXPECT-TRANSLATION: hbc_task_spawn_dep(__hb_task_
// EXPECT-TRANSLATION: {(const void *)&(x), 1}
// EXPECT-TRANSLATION: {(const void *)&(a)[2], 0}
// EXPECT-TRANSLATION: {(const void *)&(s.f), 1}
// EXPECT-OUTPUT: x=3 sum=123 f=7 d=4
#include <stdio.h>

struct S {
    int f;
};

int main(void) {
    int x = 0, a[4] = {0, 0, 0, 0}, sum = 0, d = 5;
    struct S s = {0};
#pragma omp parallel
#pragma omp single
    {
#pragma omp task depend(inout: x) shared(x)
        x = 1;
#pragma omp task depend(inout: x) shared(x)
        x = x * 10 + 2;  /* 12: after the first */
#pragma omp task depend(in: x) depend(out: a[2:2]) shared(x, a)
        a[2] = x;        /* 12 */
#pragma omp task depend(in: x) depend(out: a[0]) shared(x, a)
        a[0] = x;        /* 12 */
#pragma omp task depend(inout: x) shared(x)
        x = 3;           /* after both readers */
#pragma omp task depend(in: a[2:2], a[0]) shared(a, sum)
        sum = a[2] * 10 + a[0] - 9;  /* 123 */
#pragma omp task depend(out: s.f) shared(s)
        s.f = 7;
        /* not tracked: an item with side effects, and `if` */
#pragma omp task depend(inout: a[--d]) shared(d)
        d -= 0;
#pragma omp task depend(in: s.f) if (d > 0) shared(s, d)
        d = s.f > 0 ? 4 : -1;
    }
    printf("x=%d sum=%d f=%d d=%d\n", x, sum, s.f, d);
    return 0;
}
