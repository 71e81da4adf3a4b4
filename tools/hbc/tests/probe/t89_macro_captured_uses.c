/* Macros that name function locals (C89, declared at the top of main), used inside a
   team-mode region (region-level thread id) and inside a combined static loop whose body asks
   its thread number: an accumulate macro under critical, a bound macro in the loop header,
   an index macro in the body, and a function-like macro that expands to a whole clause-free
   worksharing loop body. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

#define ACC(x) (total += (x))
#define LIMIT (n * 2)
#define AT(r, c) (mat[(r) * width + (c)])
#define ROW_BODY(r)                                  \
    do {                                             \
        int c_;                                      \
        for (c_ = 0; c_ < width; c_++) AT(r, c_) = (r) + c_; \
    } while (0)

static int seen[64];

int main(void)
{
    int i, n, width;
    long total, s;
    int mat[40 * 7];
    n = 20;
    width = 7;
    total = 0;
    s = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (i = 0; i < LIMIT; i++) ROW_BODY(i);
#pragma omp for
        for (i = 0; i < LIMIT; i++) {
#pragma omp critical
            ACC(AT(i, 3));
        }
    }
#pragma omp parallel for schedule(static) reduction(+ : s)
    for (i = 0; i < LIMIT; i++) s += AT(i, width - 1) * (omp_get_thread_num() >= 0);
    printf("total=%ld s=%ld\n", total, s);
    return 0;
}
