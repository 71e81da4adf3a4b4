/* Team-mode loops (static schedule, bodies asking the thread number) with C89 oddities:
   `register` loop indices and accumulators declared at the top, `const` bounds, enum
   constants (file scope and function scope) as bounds and chunk sizes, macros in loop
   headers, clauses and bodies. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

enum { ROWS = 24, COLS = 10 };
#define CHUNK 3
#define LOOP(v, n) for (v = 0; v < (n); v++)
#define SQ(x) ((x) * (x))
#define TID() omp_get_thread_num()

static int grid[ROWS][COLS];

int main(void)
{
    enum { STEP = 2, LIMIT = 40 };
    register int r;
    int c;
    const int half = ROWS / 2;
    long total, total2;
    total = 0;
    total2 = 0;
#pragma omp parallel for schedule(static, CHUNK) private(c) reduction(+ : total)
    LOOP(r, ROWS)
    {
        LOOP(c, COLS) grid[r][c] = SQ(r - c) + TID() * 0;
        total += grid[r][0];
    }
#pragma omp parallel for schedule(static, STEP) reduction(+ : total2)
    for (c = 0; c < LIMIT; c += STEP) {
        register int k;
        for (k = 0; k < half; k++) total2 += (long)(c + k) * (TID() >= 0);
    }
    {
        long chk = 0;
        for (r = 0; r < ROWS; r++)
            for (c = 0; c < COLS; c++) chk += grid[r][c] * (r + 1);
        printf("total=%ld total2=%ld chk=%ld\n", total, total2, chk);
    }
    return 0;
}
