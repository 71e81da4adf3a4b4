/* A team started inside an inactive region (a team of one) is the first active level; its
 * members other than the starter answer ancestor queries for the enclosing levels as the
 * starter does: thread 0 of a team of 1 (OpenMP 5.2, omp_get_ancestor_thread_num). hbc of
 * 6c8edcb answered a pool thread's own worker id and the pool's size for level 1 (helper A of
 * session 57, its r6). E2E-WORKERS: 1 2 3 4 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_level(void) { return 2; }
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_ancestor_thread_num(int l) { return l == 1 ? 0 : l == 2 ? 0 : -1; }
static int omp_get_team_size(int l) { return l == 1 ? 1 : l == 2 ? 1 : -1; }
#endif

static int bad, seen;

static void inner(void) {
#pragma omp parallel num_threads(3)
    {
        const int a1 = omp_get_ancestor_thread_num(1), s1 = omp_get_team_size(1);
        const int a2 = omp_get_ancestor_thread_num(2), s2 = omp_get_team_size(2);
        const int a3 = omp_get_ancestor_thread_num(3), s3 = omp_get_team_size(3);
#pragma omp critical
        {
            ++seen;
            if (omp_get_level() != 2 || a1 != 0 || s1 != 1 || a2 != omp_get_thread_num() ||
                s2 != omp_get_num_threads() || a3 != -1 || s3 != -1) {
                printf("thread %d of %d: ancestor(1) %d team_size(1) %d ancestor(2) %d team_size(2) %d\n",
                       omp_get_thread_num(), omp_get_num_threads(), a1, s1, a2, s2);
                ++bad;
            }
        }
    }
}

int main(void) {
    for (int round = 0; round < 20; ++round) {
#pragma omp parallel num_threads(1)
        inner();
    }
    printf("%s (%d checks)\n", bad ? "WRONG" : "ok", seen > 0 ? 1 : 0);
    return 0;
}
