/* Every thread of the team creates tasks for its share (by thread number), waits for its own
   children, then the team meets at a barrier and one thread combines. */
#include <stdio.h>
#include <omp.h>

#define N 1000
static long out[N];

static long work(int i)
{
    long s = 0;
    for (int k = 0; k <= i % 97; k++) s += (long)k * (i + 1);
    return s;
}

// PROBE-OUTPUT: total=779772895 ok=1
int main(void)
{
    long total = 0;
    int ok = 1;
#pragma omp parallel
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        for (int i = t; i < N; i += nt) {
#pragma omp task firstprivate(i)
            out[i] = work(i);
        }
#pragma omp taskwait
#pragma omp barrier
#pragma omp single
        {
            for (int i = 0; i < N; i++) {
                total += out[i];
                if (out[i] != work(i)) ok = 0;
            }
        }
    }
    printf("total=%ld ok=%d\n", total, ok);
    return 0;
}
