/* default clauses with C89 variables in team-mode regions (region-level thread id):
   default(none) listing every variable, default(shared) with an explicit private, and
   default(none) on a combined static loop whose body asks its thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 150

static int tab[N];

int main(void)
{
    int i, j, n, seen0;
    long s, s2;
    double f;
    n = N;
    s = 0;
    s2 = 0;
    f = 0.5;
    seen0 = 0;
#pragma omp parallel default(none) shared(tab, n, s, seen0) private(i, j) firstprivate(f)
    {
        if (omp_get_thread_num() == 0) seen0 = 1;
#pragma omp for reduction(+ : s)
        for (i = 0; i < n; i++) {
            tab[i] = 0;
            for (j = 0; j < 3; j++) tab[i] += (int)(i * f) + j;
            s += tab[i];
        }
    }
#pragma omp parallel default(shared) private(j)
    {
        j = omp_get_thread_num();
#pragma omp for reduction(+ : s2)
        for (i = 0; i < n; i++) s2 += tab[i] * (j >= 0);
    }
#pragma omp parallel for default(none) shared(tab, n) schedule(static) private(j)
    for (i = 0; i < n; i++) {
        j = omp_get_thread_num();
        tab[i] += j * 0 + 1;
    }
    s = s * 1000 + s2;
    s2 = 0;
    for (i = 0; i < N; i++) s2 += tab[i];
    printf("s=%ld s2=%ld seen0=%d\n", s, s2, seen0);
    return 0;
}
