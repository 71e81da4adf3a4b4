// Tasks that only call a local function pointer (clang 14 lists no implicit clause for a
// plain callee): OpenMP decides its sharing in the enclosing context, where worksharing
// constructs make no data environment, so the innermost parallel decides. Declared in the
// region outside the `single` that makes the tasks, it is private to the implicit task and
// each task copies it (deferred since session 78; before, only a pointer declared inside
// every construct around the task was, and this task ran in place); declared before the
// region and not listed, it is shared. The next task's pointer changes after each creation,
// so a shared pointer would give another sum.
// EXPECT-TRANSLATION: __hb_t_3.h = h; hbc_task_spawn(__hb_task_3
// EXPECT-TRANSLATION: __hb_t_6.__hb_p_g = &g;
// EXPECT-OUTPUT: 3136
// EXPECT-OUTPUT: 224
// EXPECT-OUTPUT: 352
#include <stdio.h>
#include <omp.h>
static long acc[64];
static void add1(int i) { acc[i] += 1; }
static void add2(int i) { acc[i] += 2; }
/* a function pointer declared in the parallel region, outside the single that makes tasks
   calling it: private to the implicit task, so each task's copy is firstprivate */
static long run(void) {
#pragma omp parallel
    {
        void (*h)(int) = add1;
#pragma omp single
        for (int i = 0; i < 64; i++) {
#pragma omp task
            h(i);
            h = (i % 2) ? add1 : add2;  /* the next task sees the new value, this one its copy */
        }
    }
    long s = 0;
    for (int i = 0; i < 64; i++) s += acc[i] * (i + 1);
    return s;
}
/* declared before the parallel and not listed: shared; the tasks see the pointer as set
   when they run, which the taskwait makes the same for all */
static long run2(void) {
    void (*g)(int) = add2;
#pragma omp parallel
#pragma omp single
    {
        for (int i = 0; i < 64; i++) {
#pragma omp task
            g(i);
        }
#pragma omp taskwait
    }
    long s = 0;
    for (int i = 0; i < 64; i++) s += acc[i];
    return s;
}
/* private on the parallel: private, so firstprivate in the tasks */
static long run3(void) {
    void (*k)(int) = add1;
#pragma omp parallel private(k)
    {
        k = add2;
#pragma omp for
        for (int i = 0; i < 64; i++) {
#pragma omp task
            k(i);
        }
    }
    long s = 0;
    for (int i = 0; i < 64; i++) s += acc[i];
    return s;
}
int main(void) {
    printf("%ld\n", run());
    printf("%ld\n", run2());
    printf("%ld\n", run3());
    return 0;
}
