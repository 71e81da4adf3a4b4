/* Tasks that open nested regions (a task-parallel driver whose tasks call a
   region-parallel kernel): an outer region of 2 threads, one thread creates 8 tasks in a
   `single`; each task runs `parallel for reduction` over its chunk and asks the level and
   team size inside. A task of the outer team is at level 1; its nested region is at level
   2, inactive (one thread). Also taskwait inside the nested region's single. */
#include <stdio.h>
#include <omp.h>
#define NT 8
#define CH 500

static long res[NT];
static int lev[NT], sz[NT], act[NT];

static long fib(int n)
{
    if (n < 2) return n;
    long x, y;
#pragma omp task shared(x)
    x = fib(n - 1);
#pragma omp task shared(y)
    y = fib(n - 2);
#pragma omp taskwait
    return x + y;
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: total=7998000 lev=16 act=8 sz=8 fibs=110
int main(void)
{
    long fibs = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp single
        {
            for (int t = 0; t < NT; t++) {
#pragma omp task firstprivate(t)
                {
                    long s = 0;
#pragma omp parallel for reduction(+:s)
                    for (int i = t * CH; i < (t + 1) * CH; i++) {
                        s += i;
                        if (i == t * CH) {
                            lev[t] = omp_get_level();
                            act[t] = omp_get_active_level();
                            sz[t] = omp_get_num_threads();
                        }
                    }
                    res[t] = s;
                }
            }
#pragma omp taskwait
#pragma omp task shared(fibs)
            {
                long f = 0;
#pragma omp parallel shared(f)
                {
#pragma omp single
                    {
                        f = fib(10);
#pragma omp taskwait
                    }
                }
                fibs = 2 * f;
            }
        }
    }
    long total = 0;
    int l = 0, a = 0, s = 0;
    for (int t = 0; t < NT; t++) { total += res[t]; l += lev[t]; a += act[t]; s += sz[t]; }
    printf("total=%ld lev=%d act=%d sz=%d fibs=%ld\n", total, l, a, s, fibs);
    return 0;
}
