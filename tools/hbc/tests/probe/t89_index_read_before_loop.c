/* A C89 variable `i` (top of main, shared in the region) read by region-level code of a
   team-mode region (region-level thread id) before a worksharing loop that uses `i` as its
   index: the read must see the shared value, the loop a private index; afterwards a
   `single` writes the shared `i` again and the next loop starts from it. The same in a
   function whose shared index is a parameter. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 80

static long hits[N];
static int seen[64];

static long from_param(int i, int n)
{
    long s = 0;
#pragma omp parallel reduction(+ : s)
    {
        int start = i;
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (i = start; i < n; i++) hits[i] += 1;
        s += start == 10;
    }
    return s;
}

int main(void)
{
    int i, bad, cnt;
    long tot;
    i = 5;
    bad = 0;
#pragma omp parallel reduction(+ : bad)
    {
        int start = i;
        if (start != 5) bad++;
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (i = start; i < N; i++) hits[i] += 2;
#pragma omp single
        i = 40;
        start = i;
        if (start != 40) bad++;
#pragma omp barrier
#pragma omp for
        for (i = start; i < N; i += 3) hits[i] += 100;
    }
    cnt = (int)from_param(10, N);
    tot = 0;
    for (i = 0; i < N; i++) tot += hits[i] * (i + 1);
    printf("bad=%d tot=%ld cnt_pos=%d\n", bad, tot, cnt > 0);
    return 0;
}
