// A task without in_reduction inside a taskgroup with task_reduction(+: s) shares s, as
// OpenMP's rules make it (shared in the enclosing context), so the in_reduction tasks it
// creates reduce into the taskgroup's s. clang 14 lists an implicit firstprivate copy of s
// for it, which hbc made until session 77: the nested tasks reduced into that copy and the
// taskgroup's result lost them (helper-130: s=0 where 45), in C and C++ alike.
// EXPECT-OUTPUT: s1=5 s=45
#include <stdio.h>
int main(void) {
    long s = 0, s1 = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskgroup task_reduction(+: s1)
        {
#pragma omp task in_reduction(+: s1)
            s1 += 5;
        }
#pragma omp taskgroup task_reduction(+: s)
        {
#pragma omp task
            {
                for (int i = 0; i < 10; i++) {
#pragma omp task in_reduction(+: s)
                    s += i;
                }
            }
        }
    }
    printf("s1=%ld s=%ld\n", s1, s);
    return 0;
}
