/* Graph500's compat.h writes every directive through `#define OMP(x) _Pragma(x)`. A region
   that needs a team (thread numbers, a per-thread prefix sum with barrier and single, as its
   setup_deg_off does) was refused: "team-mode region inside a macro is not supported". */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define OMP(x) _Pragma(x)

#define N 10000
static int deg[N];
static long off[N + 1];

int main(void)
{
    long *part = NULL;
    for (int i = 0; i < N; i++) deg[i] = (i * 7919) % 13;
    OMP("omp parallel")
    {
        int t = omp_get_thread_num(), p = omp_get_num_threads();
        long mine = 0;
        OMP("omp single")
        part = calloc((size_t)p + 1, sizeof *part);
        int lo = (int)((long)N * t / p), hi = (int)((long)N * (t + 1) / p);
        for (int i = lo; i < hi; i++) mine += deg[i];
        part[t + 1] = mine;
        OMP("omp barrier")
        OMP("omp single")
        for (int k = 1; k <= p; k++) part[k] += part[k - 1];
        long acc = part[t];
        for (int i = lo; i < hi; i++) { off[i] = acc; acc += deg[i]; }
        OMP("omp for")
        for (int i = 0; i < 1; i++) off[N] = part[p];
    }
    long chk = 0;
    for (int i = 0; i <= N; i += 97) chk += off[i];
    printf("total=%ld chk=%ld\n", off[N], chk);
    free(part);
    return 0;
}
