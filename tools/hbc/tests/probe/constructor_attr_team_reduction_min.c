/* C library-initialisation idiom: an __attribute__((constructor)) function running a
   team-mode region with a reduction. SIGSEGV before main at any worker count, in
   hb_team_critical_begin (the runtime's C++ static map of critical names is not built
   yet when the constructor runs). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
static long tot;
__attribute__((constructor)) static void init_tables(void)
{
    long t = 0;
#pragma omp parallel reduction(+ : t)
    t += omp_get_thread_num() >= 0;
    tot = t > 0;
}
int main(void) { printf("tot=%ld\n", tot); return 0; }
