/* sizeof of function-local arrays (C89, declared at the top of main) inside a team-mode
   region (region-level thread id) and in a combined static loop whose body asks its thread
   number: `sizeof buf / sizeof buf[0]` as a loop bound, the 2-D row count of `grid`, the size
   of a local struct and of a string; all shared, so the region must see the arrays
   themselves, not pointers to their first elements. */
#include <stdio.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

int main(void)
{
    double buf[37];
    int grid[9][5];
    char name[] = "heartbeat-team";
    struct { int a[6]; char c; } rec;
    int i, j;
    long s1, s2;
    size_t szs;
    s1 = 0;
    s2 = 0;
    szs = 0;
    memset(&rec, 0, sizeof rec);
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (i = 0; i < (int)(sizeof buf / sizeof buf[0]); i++) buf[i] = i * 2.0;
#pragma omp for private(j)
        for (i = 0; i < (int)(sizeof grid / sizeof grid[0]); i++)
            for (j = 0; j < (int)(sizeof grid[0] / sizeof grid[0][0]); j++) grid[i][j] = i - j;
#pragma omp single
        szs = sizeof buf + sizeof grid + sizeof name + sizeof rec;
    }
#pragma omp parallel for schedule(static) reduction(+ : s1, s2)
    for (i = 0; i < (int)(sizeof name - 1); i++) {
        s1 += name[i] + omp_get_thread_num() * 0;
        s2 += (long)buf[i % (sizeof buf / sizeof *buf)] + grid[i % 9][i % 5] + (long)sizeof rec.a;
    }
    printf("szs=%lu s1=%ld s2=%ld\n", (unsigned long)szs, s1, s2);
    return 0;
}
