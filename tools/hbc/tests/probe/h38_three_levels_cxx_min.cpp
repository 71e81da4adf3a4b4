// Minimal: a generic helper's `parallel for` calls the caller's lambda (a template's
// callable), which asks omp_get_num_threads(), omp_get_thread_num() and
// omp_get_ancestor_thread_num(1); the helper is called by each thread of a region of 2,
// so its loop is an inactive team of one (libgomp: 0 bad answers). hbc enters that loop
// with ++hbc_region_level (emit_loops.cpp levelEnterText: asksThreadNumberOrLevel does not
// follow template callables / function pointers), not hbc_region_enter, so the loop is a
// heartbeat loop answering the workers' numbers and, in a chunk another member's thread
// stole, that member's id at level 1.
#include <cstdio>
#include <omp.h>

template <class F>
static void each(int n, F &&f)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++) f(i);
}

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: bad_nt=0 bad_tid=0 bad_anc=0
int main()
{
    int bad_nt = 0, bad_tid = 0, bad_anc = 0;
#pragma omp parallel num_threads(2) reduction(+ : bad_nt, bad_tid, bad_anc)
    {
        const int t = omp_get_thread_num();
        int nt = 0, tid = 0, anc = 0;
        each(64, [&](int i) {
            volatile double x = 0;
            for (int k = 0; k < 2000; k++) x = x + k * i;
            int a = omp_get_num_threads() != 1, b = omp_get_thread_num() != 0, c = omp_get_ancestor_thread_num(1) != t;
#pragma omp atomic
            nt += a;
#pragma omp atomic
            tid += b;
#pragma omp atomic
            anc += c;
        });
        bad_nt += nt;
        bad_tid += tid;
        bad_anc += anc;
    }
    std::printf("bad_nt=%d bad_tid=%d bad_anc=%d\n", bad_nt, bad_tid, bad_anc);
    return 0;
}
