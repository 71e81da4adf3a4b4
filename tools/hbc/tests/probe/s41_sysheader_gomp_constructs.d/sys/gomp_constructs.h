/* A "system" header (reached through -isystem) holding OpenMP of every kind hbc runs through
 * gcc's OpenMP interface on its team layer (shim/hbc_gomp.c). Each function returns a result
 * that does not depend on the team's size, so the sequential build gives the right one. */
#ifdef _OPENMP
#include <omp.h>
#else /* the sequential reference */
static inline int omp_get_thread_num(void) { return 0; }
static inline int omp_get_num_threads(void) { return 1; }
static inline int omp_get_level(void) { return 1; }
#endif

static long sysh_a[4096];

/* every schedule gcc lowers to a GOMP loop call, plus its inline static ones */
static inline long sysh_loops(int n) {
    long total = 0;
    for (int i = 0; i < n; ++i) sysh_a[i] = 0;
#pragma omp parallel
    {
#pragma omp for schedule(dynamic, 3)
        for (int i = 0; i < n; ++i) sysh_a[i] += 1;
#pragma omp for schedule(guided) nowait
        for (int i = n - 1; i >= 0; --i) sysh_a[i] += 2;
#pragma omp barrier
#pragma omp for schedule(runtime)
        for (int i = 0; i < n; i += 3) sysh_a[i] += 4;
#pragma omp for schedule(static)
        for (int i = 0; i < n; ++i) sysh_a[i] += 8;
#pragma omp for schedule(static, 5)
        for (int i = 0; i < n; ++i) sysh_a[i] += 16;
#pragma omp for schedule(monotonic: dynamic)
        for (unsigned long long i = 0; i < (unsigned long long)n; ++i) sysh_a[i] += 32;
#pragma omp for schedule(dynamic, 2)
        for (long i = n - 1; i >= 0; i -= 2) sysh_a[i] += 64;
    }
#pragma omp parallel for schedule(dynamic, 7)
    for (int i = 0; i < 4000; ++i) sysh_a[i] += 128;
#pragma omp parallel for schedule(guided)
    for (int i = 0; i < 4000; ++i) sysh_a[i] += 256;
#pragma omp parallel for schedule(runtime)
    for (int i = 0; i < 4000; ++i) sysh_a[i] += 512;
    for (int i = 0; i < 4000; ++i) total += sysh_a[i] * (i % 7 + 1);
    return total;
}

/* ordered: the iterations' blocks in order, whoever runs them */
static inline long sysh_ordered(int n) {
    long seq = 0;
#pragma omp parallel for ordered schedule(dynamic, 2)
    for (int i = 0; i < n; ++i) {
#pragma omp ordered
        seq = seq * 3 % 1000003 + i;
    }
    return seq;
}

/* sections, single, master, critical (unnamed and named), atomic; team-size independent */
static inline long sysh_sync(void) {
    long sections = 0, singles = 0, masters = 0, crit = 0, named = 0;
    long double atom = 0;
#pragma omp parallel
    {
#pragma omp sections
        {
#pragma omp section
#pragma omp atomic
            sections += 1;
#pragma omp section
#pragma omp atomic
            sections += 10;
#pragma omp section
#pragma omp atomic
            sections += 100;
        }
#pragma omp single
        singles++;
#pragma omp master
        masters++;
        for (int k = 0; k < 1000; ++k) {
#pragma omp critical
            crit++;
#pragma omp critical(sysh_named)
            named += 2;
        }
#pragma omp atomic
        atom += 1.0L;
    }
#pragma omp parallel sections
    {
#pragma omp section
        sections += 1000;
#pragma omp section
#pragma omp atomic
        sections += 10000;
    }
    /* per thread counts scaled by the team's size, which the caller cannot know */
    return sections * 1000 + singles * 100 + masters * 10 + (crit == 1000 * (long)atom) + (named == 2000 * (long)atom);
}

/* the team as the header's code sees it: ids below the size, each id once */
static inline int sysh_team_consistent(void) {
    int ok = 1, seen = 0;
#pragma omp parallel reduction(&& : ok) reduction(+ : seen)
    {
        ok = omp_get_thread_num() < omp_get_num_threads() && omp_get_level() >= 1;
        seen = 1 << omp_get_thread_num();
    }
    return ok && (seen & (seen + 1)) == 0;
}
