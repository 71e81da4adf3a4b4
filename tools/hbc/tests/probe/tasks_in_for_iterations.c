/* Tasks created from the iterations of a worksharing loop (an imbalanced-work idiom): each
   iteration of an `omp for schedule(dynamic)` inside a region spawns tasks for its heavy
   parts and waits for them with `taskwait` before writing its result; a second loop spawns
   tasks without waiting, and the region's implicit barrier completes them; task results
   accumulate with `atomic`; a `taskgroup` in a `single` afterwards. */
#include <stdio.h>
#include <stdlib.h>

#define N 64

static long heavy(int i, int part)
{
    long s = 0;
    for (int k = 0; k < 2000 + (i % 7) * 500; k++) s += (k * (part + 1) + i) % 13;
    return s;
}

int main(void)
{
    long res[N];
    long late = 0, grouped = 0;
#pragma omp parallel
    {
#pragma omp for schedule(dynamic, 2)
        for (int i = 0; i < N; i++) {
            long parts[4];
            for (int p = 0; p < 4; p++) {
#pragma omp task shared(parts) firstprivate(i, p)
                parts[p] = heavy(i, p);
            }
#pragma omp taskwait
            res[i] = parts[0] + 2 * parts[1] + 3 * parts[2] + 4 * parts[3];
        }
#pragma omp for nowait
        for (int i = 0; i < N; i++) {
#pragma omp task firstprivate(i)
            {
                long v = heavy(i, 9);
#pragma omp atomic
                late += v;
            }
        }
#pragma omp single
        {
#pragma omp taskgroup
            {
                for (int i = 0; i < 8; i++) {
#pragma omp task firstprivate(i)
                    {
#pragma omp task firstprivate(i)
                        {
#pragma omp atomic
                            grouped += heavy(i, 1);
                        }
#pragma omp atomic
                        grouped += 1;
                    }
                }
            }
        }
    }
    long s = 0;
    for (int i = 0; i < N; i++) s += res[i] * (i + 1);
    printf("s=%ld late=%ld grouped=%ld\n", s, late, grouped);
    return 0;
}
