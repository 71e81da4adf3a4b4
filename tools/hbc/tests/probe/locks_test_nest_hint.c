/* Locks in a region that uses omp_get_thread_num() (team mode) and in a parallel for:
   omp_test_lock retried until it succeeds (counting only successes), a nestable lock
   re-entered by recursion (omp_test_nest_lock answers the nesting count to its owner), and
   locks initialised with hints (omp_init_lock_with_hint, omp_init_nest_lock_with_hint). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t, omp_nest_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_init_lock_with_hint(omp_lock_t *l, int h) { (void)h; *l = 0; }
static void omp_init_nest_lock_with_hint(omp_nest_lock_t *l, int h) { (void)h; *l = 0; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void omp_destroy_nest_lock(omp_nest_lock_t *l) { (void)l; }
static int omp_test_lock(omp_lock_t *l) { if (*l) return 0; *l = 1; return 1; }
static void omp_set_lock(omp_lock_t *l) { *l = 1; }
static void omp_unset_lock(omp_lock_t *l) { *l = 0; }
static void omp_set_nest_lock(omp_nest_lock_t *l) { ++*l; }
static void omp_unset_nest_lock(omp_nest_lock_t *l) { --*l; }
static int omp_test_nest_lock(omp_nest_lock_t *l) { return ++*l; }
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#define omp_sync_hint_contended 2
#define omp_sync_hint_speculative 8
#endif
#define N 3000

static omp_lock_t lk, hl;
static omp_nest_lock_t nl;
static long counter, tree, depth_ok;

static void visit(int d)
{
    omp_set_nest_lock(&nl);
    tree += d;
    if (d > 0) {
        int c = omp_test_nest_lock(&nl); /* already held by this thread: count d' + 1 */
        depth_ok += c >= 2;
        visit(d - 1);
        omp_unset_nest_lock(&nl);
    }
    omp_unset_nest_lock(&nl);
}

int main(void)
{
    omp_init_lock(&lk);
    omp_init_lock_with_hint(&hl, omp_sync_hint_contended);
    omp_init_nest_lock_with_hint(&nl, omp_sync_hint_speculative);
    long tries_ok = 0;
    int parts = 0;
#pragma omp parallel reduction(+ : tries_ok, parts)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < N; i += n) {
            while (!omp_test_lock(&lk)) {
            }
            counter += i;
            omp_unset_lock(&lk);
            tries_ok++;
        }
        for (int r = t; r < 6; r += n) visit(r + 2);
        parts++;
    }
    long hsum = 0;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        omp_set_lock(&hl);
        hsum += i % 10;
        omp_unset_lock(&hl);
    }
    omp_destroy_lock(&lk);
    omp_destroy_lock(&hl);
    omp_destroy_nest_lock(&nl);
    printf("counter=%ld ok=%ld tree=%ld depth_ok=%ld hsum=%ld parts>0=%d\n", counter, tries_ok, tree, depth_ok, hsum,
           parts > 0);
    return 0;
}
