/* Reduced from t89_buffers_vla_2d.c: a variable-length array declared before a team-mode
   region (region-level thread id) and only read in it (shared). OpenMP accepts it; hbc
   refuses: "team-mode region in C: shared variable 'w' (variable-length or 'register')
   cannot be passed to the region". docs/hbc-internals.md lists private copies of VLAs among team
   mode's refusals, not a shared VLA (heartbeat-mode loops take VLAs). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

int main(int argc, char **argv)
{
    int n = 20 + (argc > 5), i;
    double w[n], s = 0;
    (void)argv;
    for (i = 0; i < n; i++) w[i] = i;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for reduction(+ : s)
        for (i = 0; i < n; i++) s += w[i];
    }
    printf("s=%.1f\n", s);
    return 0;
}
