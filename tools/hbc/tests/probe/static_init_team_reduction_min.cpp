// A namespace-scope object whose constructor runs a team-mode region (thread id at region
// level) with a region reduction: the program dies with SIGSEGV before main at any worker
// count. The team's combine takes hb_team_critical_begin, whose name-to-mutex map in the
// runtime library is itself a static object not yet constructed (initialisation order).
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif
struct Init {
    long tot = 0;
    Init()
    {
        long t = 0;
#pragma omp parallel reduction(+ : t)
        t += omp_get_thread_num() >= 0;
        tot = t > 0;
    }
};
static Init g_init;
int main() { std::printf("tot=%ld\n", g_init.tot); return 0; }
