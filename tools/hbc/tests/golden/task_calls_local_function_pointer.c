// A local that a task only calls (`h(i)`, h a pointer to function) is firstprivate in the
// task by OpenMP's rules when it is private where the task is created; clang 14 lists no
// clause for it (its checker skips a call's plain callee, and `(*h)(i)` in an atomic), and
// hbc took it for shared: the deferred task called through the address of a dead frame
// (helper-130: a segfault, and stack-use-after-scope under ASan). The copies below are made
// at creation; `g`, declared outside the parallel region, stays shared.
// EXPECT-TRANSLATION: __hb_t_1.h = h;
// EXPECT-TRANSLATION: __hb_t_3.d = d;
// EXPECT-TRANSLATION: __hb_p_g = &g;
// EXPECT-OUTPUT: s=285 t=2245 u=14
#include <stdio.h>
static int sq(int x) { return x * x; }
static int twice(int x) { return 2 * x; }
long s, t, u;
static void spawn(void) {
    int (*h)(int) = sq;
    for (int i = 0; i < 10; i++) {
#pragma omp task
        {
#pragma omp atomic
            s += h(i);
        }
    }
}
static void spawn_deref(void) {
    int (*d)(int) = twice;
    for (int i = 0; i < 5; i++) {
#pragma omp task
        {
#pragma omp atomic
            t += (*d)(i) * 112 + 1;
        }
    }
}
static void clobber(void) {
    volatile char buf[4096];
    for (int i = 0; i < 4096; i++) buf[i] = (char)0xff;
}
int main(void) {
    int (*g)(int) = twice;
#pragma omp parallel
#pragma omp single
    {
        spawn();
        spawn_deref();
        clobber();
#pragma omp task
        {
#pragma omp atomic
            u += g(7);
        }
    }
    printf("s=%ld t=%ld u=%ld\n", s, t, u);
    return 0;
}
