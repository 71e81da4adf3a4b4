/* The team size asked for bounds omp_get_thread_num(): after omp_set_num_threads(2), or
   with num_threads(NT) on the construct, OpenMP guarantees thread numbers below 2 / NT, so
   codes size per-thread partials with that number, not with omp_get_max_threads().
   Out-of-range ids are counted (instead of writing past the arrays). Also
   num_threads(expr) with a call and a conditional, and if(parallel: ...) false: a team of
   one, thread number 0 only. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static void omp_set_num_threads(int n) { (void)n; }
#endif
#define N 20000
#define NT 2

static int pick_threads(int n) { return n > 1000 ? NT : 1; }

int main(void)
{
    double partial[NT] = {0, 0};
    long bad = 0;
    omp_set_num_threads(NT);
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        int t = omp_get_thread_num();
        if (t < 0 || t >= NT) {
#pragma omp atomic
            bad++;
        } else {
#pragma omp atomic
            partial[t] += i * 0.5;
        }
    }
    double s1 = partial[0] + partial[1];

    double p2[NT] = {0, 0};
    omp_set_num_threads(4);
#pragma omp parallel num_threads(pick_threads(N) == NT ? NT : 1)
    {
#pragma omp for
        for (int i = 0; i < N; i++) {
            int t = omp_get_thread_num();
            if (t >= NT) {
#pragma omp atomic
                bad++;
            } else {
#pragma omp atomic
                p2[t] += 1.0;
            }
        }
    }
    long zero_only = 0;
#pragma omp parallel for if(parallel: N < 10) reduction(+:zero_only)
    for (int i = 0; i < N; i++) zero_only += omp_get_thread_num() != 0;
    printf("s1=%.1f p2=%.1f bad=%ld nonzero=%ld\n", s1, p2[0] + p2[1], bad, zero_only);
    return 0;
}
