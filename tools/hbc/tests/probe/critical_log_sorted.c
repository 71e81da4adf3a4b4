/* Worker results are appended to a shared log inside `critical` (an index counter and
   snprintf), then the log is sorted so that the output does not depend on the order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 200

static char logbuf[N][48];
static int nlog;

static int cmp_str(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

static int collatz(long x)
{
    int steps = 0;
    while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; }
    return steps;
}

int main(void)
{
#pragma omp parallel for schedule(dynamic)
    for (int i = 1; i <= N; i++) {
        int st = collatz(i);
        if (st > 60) {
#pragma omp critical(logging)
            {
                snprintf(logbuf[nlog], sizeof logbuf[0], "n=%03d steps=%03d", i, st);
                nlog++;
            }
        }
    }
    qsort(logbuf, nlog, sizeof logbuf[0], cmp_str);
    printf("%d entries\n", nlog);
    for (int i = 0; i < nlog; i++) printf("%s\n", logbuf[i]);
    int done = 0;
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < 10; i++) {
#pragma omp critical
            done += i;
        }
#pragma omp critical
        printf("");
    }
    printf("done %d\n", done);
    return 0;
}
