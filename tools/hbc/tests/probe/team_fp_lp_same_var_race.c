/* A team-mode region (a thread id at region level) whose loop has one variable both
   firstprivate and lastprivate, and whose member 0 reaches the loop late: every member must
   copy the first value in before the member that ran the last iteration writes the last
   value out. */
#include <stdio.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 4000

static long s[N];

static void late(int ms)
{
    struct timespec t = {0, ms * 1000000L};
    nanosleep(&t, 0);
}

int main(void)
{
    long x = 5;
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) late(30);
#pragma omp for firstprivate(x) lastprivate(x) schedule(static)
        for (int i = 0; i < N; i++) {
            s[i] = x;
            x = i + 100;
        }
    }
    int ok = 1;
    for (int i = 0; i < N; i++)
        if (s[i] != 5 && s[i] != i - 1 + 100) ok = 0;
    printf("ok=%d x=%ld first=%ld\n", ok, x, s[0]);
    return 0;
}
