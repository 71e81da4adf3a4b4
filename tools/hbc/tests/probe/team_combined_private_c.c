/* A combined `parallel for` in C that team mode takes (num_threads, and a body that asks its
   thread number) with private variables declared before it (the loop variable and an inner
   counter in `private`), a firstprivate struct and a reduction: the team's code must use
   each member's copies, not the function's variables. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 3000
#define T 64

typedef struct { int scale, offset; } params;

int main(void)
{
    static long part[T];
    static int owner_ok[N];
    params prm = {3, 1};
    int i, k, tmp;
    double total = 0;
#pragma omp parallel for num_threads(2) private(i, k, tmp) firstprivate(prm) reduction(+ : total)
    for (i = 0; i < N; i++) {
        int t = omp_get_thread_num();
        tmp = 0;
        for (k = 0; k < 4; k++) tmp += prm.scale * (i % 7) + prm.offset;
        part[t] += tmp;
        owner_ok[i] = t < 2;
        total += tmp * 0.5;
        prm.offset = 1;  /* each member's own copy */
    }
    long s = 0;
    int ok = 0;
    for (int t = 0; t < T; t++) s += part[t];
    for (int j = 0; j < N; j++) ok += owner_ok[j];
    printf("sum=%ld total=%.1f ok=%d\n", s, total, ok);
    return 0;
}
