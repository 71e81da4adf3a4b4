/* Reduced from t89_register_shared_read.c: a `register` local, only read (shared), in a
   team-mode region (region-level thread id). OpenMP accepts it; hbc refuses: "team-mode
   region in C: shared variable 'scale' (variable-length or 'register') cannot be passed to
   the region". docs/hbc-internals.md says heartbeat loops copy `register` variables through a
   temporary and lists only `register` *private copies* as unsupported. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

int main(void)
{
    register int scale = 3;
    long s = 0;
#pragma omp parallel reduction(+ : s)
    {
        seen[omp_get_thread_num()] = 1;
        s += scale * (seen[0] >= 0);
    }
    printf("s_mult3=%d\n", s % 3 == 0 && s > 0);
    return 0;
}
