/* default(none) with explicit lists, an orphaned `for` with a reduction into a file-scope
   variable, and an orphaned named critical in a function called from the loop. */
#include <stdio.h>
#define N 5000

static double total = 0.0;
static long crit_count = 0;

static void note(long k)
{
#pragma omp critical(note)
    crit_count += k;
}

static void accumulate(const double *x, int n)
{
#pragma omp for reduction(+:total)
    for (int i = 0; i < n; i++) {
        total += x[i];
        if (i % 100 == 0) note(1);
    }
}

int main(void)
{
    static double x[N];
    const int n = N;
    double scale = 0.5;
#pragma omp parallel for default(none) shared(x, n) firstprivate(scale)
    for (int i = 0; i < n; i++) x[i] = (i % 9) * scale;
#pragma omp parallel default(none) shared(x)
    {
        accumulate(x, N);
    }
    accumulate(x, 10);
    printf("total=%.3f crit=%ld\n", total, crit_count);
    return 0;
}
