/* Loop indices that are not automatic locals, in team mode: a file-scope `int gi` and a
   static local `si` as the index of combined `parallel for schedule(static)` loops whose
   bodies ask the thread number (with lastprivate of the index), a function parameter as the
   index of a worksharing loop in a region whose code asks the thread number, and a global
   of the same name as a parameter. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 200

int gi = -3;
int k = 99;
static long acc[N];
static int seen[64];

static long use_param(int k, int n)
{
    long s = 0;
#pragma omp parallel reduction(+ : s)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (k = 0; k < n; k++) s += k * 3;
    }
    return s;
}

int main(void)
{
    static int si;
    long s1, s2;
    int i;
    s1 = 0;
#pragma omp parallel for schedule(static) lastprivate(gi) reduction(+ : s1)
    for (gi = 0; gi < N; gi += 2) {
        acc[gi] = gi + omp_get_thread_num() * 0;
        s1 += gi;
    }
    printf("gi=%d s1=%ld\n", gi, s1);
    si = 5;
#pragma omp parallel for schedule(static, 3) lastprivate(si)
    for (si = N - 1; si >= 0; si -= 3) acc[si] += si * 10 + omp_get_thread_num() * 0;
    printf("si=%d\n", si);
    s2 = use_param(1234, N);
    printf("s2=%ld k=%d\n", s2, k);
    s1 = 0;
    for (i = 0; i < N; i++) s1 += acc[i] * (i % 5 + 1);
    printf("acc=%ld\n", s1);
    return 0;
}
