/* Functions called from the parallel regions of main.c; hbc translates this file without
   seeing those regions. */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

#define N 10007

extern long a[N], b[N];
extern double total;
extern long last_index;
extern long hand_total;

/* hand-partitioned by thread number: correct only when every member runs it */
void split_by_thread(long step)
{
    const int t = omp_get_thread_num(), nt = omp_get_num_threads();
    for (long i = t; i < N; i += nt) a[i] += step * i;
}

void orphan_loops(long step)
{
#pragma omp barrier
    /* every member's share of a[] is written */
#pragma omp for reduction(+: total) nowait
    for (long i = 0; i < N; ++i)
        total += (double)(a[i] % 7);
#pragma omp for lastprivate(last_index) schedule(static, 5)
    for (long k = 0; k < N; ++k) {
        b[k] += step;
        last_index = k;
    }
}

void hand_reduction(void)
{
    long local = 0;
#pragma omp for schedule(guided)
    for (long i = 0; i < N; ++i)
        local += i % 13;
#pragma omp critical
    hand_total += local;
}

/* a nested region in a member: the orphaned `for` it reaches binds to the nested region
   (a team of one in OpenMP), so it runs every iteration there */
static void count_all(long *out)
{
#pragma omp for
    for (long i = 0; i < N; ++i) {
#pragma omp atomic
        *out += 1;
    }
}

void nested_inner(long *out)
{
#pragma omp parallel for
    for (int r = 0; r < 2; ++r)
        count_all(out);
}
