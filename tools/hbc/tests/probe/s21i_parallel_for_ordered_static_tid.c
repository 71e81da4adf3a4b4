/* A combined `parallel for ordered schedule(static)` whose ordered block records
   omp_get_thread_num() and omp_get_num_threads() (Chang-LeHung/openmp-tutorial's
   principle_ordered.c prints the thread of each iteration under `parallel for ordered
   num_threads(4)`). schedule(static) without a chunk gives thread t the t-th block of
   ceil(N/T) iterations. hbc ran the loop in place on thread 0 while omp_get_num_threads()
   answered the worker count: every iteration reported thread 0 of 2, where OpenMP gives
   iterations 4..7 to thread 1. The same loop split into `parallel` + `for ordered` is
   right (team mode). Prints ok=1 when each iteration's thread matches the static blocks. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 8

static int tid[N], nth[N], order[N], pos;

static int check(void)
{
    int ok = pos == N;
    for (int i = 0; i < N; i++) {
        int T = nth[i], blk = (N + T - 1) / T;
        ok &= nth[i] == nth[0] && order[i] == i && tid[i] == i / blk;
    }
    return ok;
}

int main(void)
{
    pos = 0;
#pragma omp parallel for ordered schedule(static)
    for (int i = 0; i < N; ++i) {
#pragma omp ordered
        {
            tid[i] = omp_get_thread_num();
            nth[i] = omp_get_num_threads();
            order[pos++] = i;
        }
    }
    printf("static ok=%d\n", check());
    pos = 0;
#pragma omp parallel for ordered schedule(static) num_threads(4)
    for (int i = 0; i < N; ++i) {
#pragma omp ordered
        {
            tid[i] = omp_get_thread_num();
            nth[i] = omp_get_num_threads();
            order[pos++] = i;
        }
    }
    printf("num_threads ok=%d\n", check());
    return 0;
}
