/* Reduced from t89_macro_captured_uses.c: a function local `n`, only read, named by a macro
   (`LIMIT`) in the bound of a worksharing loop of a team-mode region (region-level thread
   id). hbc refuses: "team-mode region in C: shared variable 'n' used inside a macro
   expansion". docs/hbc.md lists only a *written* shared variable used in a macro in an
   outlined C loop body; a read-only one there is accepted. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define LIMIT (n * 2)

static int seen[64];
static int v[100];

int main(void)
{
    int i, n = 20;
    long s = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for reduction(+ : s)
        for (i = 0; i < LIMIT; i++) s += v[i] + i;
    }
    printf("s=%ld\n", s);
    return 0;
}
