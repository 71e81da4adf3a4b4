/* Each chunk of a schedule(dynamic, c) loop runs on one thread (OpenMP hands out whole
   chunks): the thread numbers recorded per iteration agree within every chunk of c
   iterations, counted from the first. A heartbeat loop that split a share inside a chunk
   and let another worker take the rest broke that (GAPBS bfs lost bits of shared words). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#define N 20000
#define C 100
static int owner[N];

static double work(int i) {
    double x = i;
    for (int k = 0; k < 200; k++) x = x * 0.999 + 1.0;
    return x;
}

int main(void)
{
    int split = 0;
    double sum = 0;
    for (int rep = 0; rep < 20; rep++) {
#pragma omp parallel for schedule(dynamic, C) reduction(+: sum)
        for (int i = 3; i < N + 3; i++) {
            owner[i - 3] = omp_get_thread_num();
            sum += work(i);
        }
        for (int i = 0; i < N; i++)
            if (owner[i] != owner[i - i % C]) split = 1;
    }
    printf("split=%d sum=%.0f\n", split, sum);
    return 0;
}
