/* The lock example of the spec and of "Using OpenMP": every thread first takes the lock with
   omp_set_lock for a short protected update, then polls with omp_test_lock, doing some
   private "skip" work while the lock is busy, works with the lock held, and releases it.
   Printed: the protected totals (independent of who waited how long). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *l) { *l = 0; }
static void omp_destroy_lock(omp_lock_t *l) { (void)l; }
static void omp_set_lock(omp_lock_t *l) { *l = 1; }
static void omp_unset_lock(omp_lock_t *l) { *l = 0; }
static int omp_test_lock(omp_lock_t *l) { if (*l) return 0; *l = 1; return 1; }
static int omp_get_thread_num(void) { return 0; }
#endif

static long shared_work = 0;
static int entries = 0;

static long skip(int id)
{
    long s = 0;
    int k;
    for (k = 0; k < 100; k++) s += (k ^ id) & 3;
    return s;
}

static void work(int id)
{
    int k;
    for (k = 0; k < 1000; k++) shared_work += k % 7;
    (void)id;
}

int main(void)
{
    omp_lock_t lck;
    int id;
    long skipped = 0;
    omp_init_lock(&lck);
#pragma omp parallel shared(lck) private(id) reduction(+ : skipped)
    {
        id = omp_get_thread_num();
        omp_set_lock(&lck);
        entries++;
        omp_unset_lock(&lck);
        while (!omp_test_lock(&lck)) {
            skipped += skip(id) > 0;
        }
        work(id);
        omp_unset_lock(&lck);
    }
    omp_destroy_lock(&lck);
    printf("per_entry_work=%ld consistent=%d\n", entries ? shared_work / entries : -1L,
           entries >= 1 && shared_work == 2997L * entries && skipped >= 0);
    return 0;
}
