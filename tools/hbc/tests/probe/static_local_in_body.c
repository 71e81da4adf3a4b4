/* `static` locals declared inside loop bodies and inside a region: one object for all
   threads (a first-time warning flag taken with atomic capture, a counter whose final
   value is observed by the iteration that completes it). */
#include <stdio.h>
#define N 5000

static double a[N];
static int warned_total, completed;

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (i % 97 == 0) ? -1.0 : i;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        static int warned = 0;
        static long seen = 0;
        long mine;
        if (a[i] < 0) {
            int w;
#pragma omp atomic capture
            w = warned++;
            if (w == 0) {
#pragma omp atomic
                warned_total++;
            }
            a[i] = 0;
        }
#pragma omp atomic capture
        mine = ++seen;
        if (mine == N) {
#pragma omp atomic write
            completed = 1;
        }
    }
    int hits = 0;
#pragma omp parallel
    {
        static int once = 0;
#pragma omp for reduction(+:hits)
        for (int i = 0; i < 100; i++) {
            int v;
#pragma omp atomic capture
            v = once++;
            hits += v < 100;
        }
    }
    printf("warned_total=%d completed=%d hits=%d\n", warned_total, completed, hits);
    return 0;
}
