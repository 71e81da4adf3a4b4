// A C task body naming a local of its function inside a type (`__typeof__(n) big`) runs in
// place: the outlined body would keep the text, which names a global `n` there (here a char:
// n=-240 for 10000 before session 76, helper-126) or nothing ("'n' undeclared"). Its own
// firstprivate copies keep their names in the outlined body, so a type naming one is fine:
// the second task is deferred.
// EXPECT-TRANSLATION: hbc_task_spawn(__hb_task_
// EXPECT-OUTPUT: n=10000 m=45
#include <stdio.h>
char n;  /* a global of another type */
int main(void) {
    long n = 0, m = 0;
#pragma omp parallel
#pragma omp single
    for (int i = 0; i < 10; i++) {
#pragma omp task
        {
            __typeof__(n) big = 1000;
            __atomic_fetch_add(&n, big, __ATOMIC_RELAXED);
        }
#pragma omp task firstprivate(i) shared(m)
        {
            __typeof__(i) k = (__typeof__(i))i;
#pragma omp atomic
            m += k;
        }
    }
    printf("n=%ld m=%ld\n", n, m);
    return 0;
}
