// PROBE-ACCEPT: rejected a teams distribute body asking its level (docs/hbc.md, Device constructs)
/* Runtime queries in the body of a `target teams distribute` loop (no `parallel for`): the
   loop is run by the initial thread of each team, outside any parallel region, so a helper
   that asks omp_in_parallel / omp_get_level / omp_get_active_level answers 0 (printed
   once per distinct answer; gcc -fopenmp gives 0 0 0). A `declare target` helper that a
   library might use to decide whether to open a nested region. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_parallel(void) { return 0; }
static int omp_get_level(void) { return 0; }
static int omp_get_active_level(void) { return 0; }
#endif

#define N 64

#pragma omp declare target
static int context_code(void)
{
    return omp_in_parallel() * 100 + omp_get_level() * 10 + omp_get_active_level();
}
#pragma omp end declare target

int main(void)
{
    int code[N];
    double y[N];
    for (int i = 0; i < N; i++) { code[i] = -1; y[i] = i; }
#pragma omp target teams distribute map(tofrom: code[0:N], y[0:N])
    for (int i = 0; i < N; i++) {
        code[i] = context_code();
        y[i] = y[i] * 0.5 + (code[i] == 0 ? 1.0 : 2.0);
    }
    int distinct = 0, seen[1000] = {0};
    double s = 0;
    for (int i = 0; i < N; i++) {
        if (!seen[code[i]]) { seen[code[i]] = 1; distinct++; printf("code=%03d\n", code[i]); }
        s += y[i];
    }
    printf("distinct=%d s=%.1f\n", distinct, s);
    return 0;
}
