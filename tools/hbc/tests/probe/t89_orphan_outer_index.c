/* Orphaned worksharing loops in callees whose indices are declared at the top of the
   callee (C89), called from a team-mode region (region-level thread id): a loop with
   `lastprivate` of its index (a static local of the callee) stored through a pointer
   parameter, a callee that takes the
   loop index by pointer from its own loop (the index is private, so each member passes its
   own), an orphaned `for` with a reduction into a shared pointer target, and a callee
   that recurses (no region inside). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 500

static double vec[N];
static int seen[64];

static void bump(int *ip, double *v)
{
    v[*ip] += *ip * 0.5;
    *ip = *ip + 0; /* writes through the pointer, same value */
}

static long tri(int n)
{
    if (n <= 0) return 0;
    return n + tri(n - 1);
}

static void init(double *v, int n, int *lastp)
{
    static int i, last; /* shared: an orphaned construct's automatic locals are private */
#pragma omp for lastprivate(i, last)
    for (i = 0; i < n; i++) {
        v[i] = 1.0;
        last = i;
    }
#pragma omp single
    *lastp = i * 1000 + last;
}

static void add_index(double *v, int n)
{
    int j;
#pragma omp for schedule(dynamic, 8)
    for (j = 0; j < n; j++) bump(&j, v);
}

static void dot(const double *v, int n, double *res)
{
    int k;
    static double s;
#pragma omp single
    s = 0;
#pragma omp for reduction(+ : s)
    for (k = 0; k < n; k++) s += v[k] * tri(k % 10);
#pragma omp single
    *res = s;
}

int main(void)
{
    int last;
    double res;
    last = -1;
    res = 0;
#pragma omp parallel shared(last, res)
    {
        seen[omp_get_thread_num()] = 1;
        init(vec, N, &last);
        add_index(vec, N);
        dot(vec, N, &res);
    }
    printf("last=%d res=%.2f\n", last, res);
    return 0;
}
