/* OpenMP 5.0 task reductions: `taskgroup task_reduction(+:sum)` with tasks that
   participate through `in_reduction(+:sum)`, in a region whose single creates them, and a
   `parallel reduction(task, +: x)`-free form (only 5.0 syntax clang 14 parses). The sum
   is the same whatever thread runs each task. */
#include <stdio.h>
#define N 200

static long val(int i) { return (long)i * i % 1009; }

int main(void)
{
    long sum = 5, prod = 1;
#pragma omp parallel
    {
#pragma omp single
        {
#pragma omp taskgroup task_reduction(+ : sum) task_reduction(* : prod)
            {
                for (int i = 0; i < N; i++) {
#pragma omp task in_reduction(+ : sum) firstprivate(i)
                    sum += val(i);
                    if (i % 50 == 0) {
#pragma omp task in_reduction(* : prod) firstprivate(i)
                        prod *= (i / 50) + 2;
                    }
                }
            }
        }
    }
    printf("sum=%ld prod=%ld\n", sum, prod);
    return 0;
}
