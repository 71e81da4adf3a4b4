/* A combined `parallel for schedule(static)` whose body asks its thread number (team mode),
   with C89 indices: `lastprivate(i)` of the loop's own index, an inner counter `j` in
   private, and the index reused by the next combined loop that starts from the last value. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 1000

static int owner[N];
static long v[N + 50];

int main(void)
{
    int i, j, last, cnt, start;
    long sum;
    i = -5;
    last = 0;
#pragma omp parallel for schedule(static) lastprivate(i, last) private(j)
    for (i = 0; i < N; i += 3) {
        owner[i] = omp_get_thread_num();
        v[i] = 0;
        for (j = 0; j < 4; j++) v[i] += i + j;
        last = i;
    }
    printf("after1 i=%d last=%d\n", i, last);
    cnt = 0;
    start = i;
#pragma omp parallel for schedule(static) reduction(+ : cnt) lastprivate(i)
    for (i = start; i < N + 40; i++) {
        v[i] += omp_get_thread_num() >= 0;
        cnt++;
    }
    printf("after2 i=%d cnt=%d\n", i, cnt);
    sum = 0;
    for (j = 0; j < N + 50; j++) sum += v[j] * (j % 11 + 1);
    printf("sum=%ld\n", sum);
    return 0;
}
