/* Nested regions opened inside tasks and taskloops of a region that needs a team (its
   threads split the task creation by thread id): each task runs a `parallel reduction`
   over its range and records the level and team size it saw; a `taskloop` whose body
   opens a nested `parallel for`; taskwait before the results are read. Levels: the
   task's nested region is at 2, one thread. */
#include <stdio.h>
#include <omp.h>
#define NT 10
#define L 400

static long part[NT], lpart[8];
static int lev[NT], sz[NT];

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: tasks=7998000 levels=20 sizes=10 taskloop=1758400 tlsizes=8
int main(void)
{
    int tlsizes = 0;
#pragma omp parallel num_threads(2) reduction(+:tlsizes)
    {
        int me = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int t = me; t < NT; t += nt) {
#pragma omp task firstprivate(t)
            {
                long s = 0;
#pragma omp parallel reduction(+:s)
                {
#pragma omp for
                    for (int i = t * L; i < (t + 1) * L; i++) s += i;
#pragma omp single
                    {
                        lev[t] = omp_get_level();
                        sz[t] = omp_get_num_threads();
                    }
                }
                part[t] = s;
            }
        }
#pragma omp taskwait
#pragma omp single
        {
#pragma omp taskloop reduction(+:tlsizes)
            for (int b = 0; b < 8; b++) {
                long s = 0;
                int z = 0;
#pragma omp parallel for reduction(+:s) reduction(max:z)
                for (int i = b * 100; i < (b + 1) * 100 + 300; i++) {
                    s += i;
                    if (omp_get_num_threads() > z) z = omp_get_num_threads();
                }
                lpart[b] = s;
                tlsizes += z;
            }
        }
    }
    long tasks = 0, tl = 0;
    int levels = 0, sizes = 0;
    for (int t = 0; t < NT; t++) { tasks += part[t]; levels += lev[t]; sizes += sz[t]; }
    for (int b = 0; b < 8; b++) tl += lpart[b];
    printf("tasks=%ld levels=%d sizes=%d taskloop=%ld tlsizes=%d\n", tasks, levels, sizes, tl, tlsizes);
    return 0;
}
