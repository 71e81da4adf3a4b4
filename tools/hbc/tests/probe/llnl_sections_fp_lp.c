/* Sections with data clauses, as tutorials show them: `parallel sections firstprivate(base)
   lastprivate(tag) reduction(+:work)` with three sections (lastprivate takes the lexically
   last section's value, whichever thread ran it), a standalone `sections` inside a region with `private` and a
   `nowait` followed by a barrier, and a section that calls a helper with an orphaned
   `critical`. */
#include <stdio.h>
#include <string.h>

static double log_total = 0.0;

static void record(double v)
{
#pragma omp critical(logging)
    log_total += v;
}

int main(void)
{
    int base = 10, tag = -1, work = 0;
    double x[300], y[300], z[300];
    int i;

#pragma omp parallel sections firstprivate(base) lastprivate(tag) reduction(+ : work)
    {
#pragma omp section
        {
            tag = base + 1;
            work += 1;
        }
#pragma omp section
        {
            tag = base + 2;
            work += 2;
        }
#pragma omp section
        {
            tag = base + 3;
            work += 3;
            record(3.5);
        }
    }

#pragma omp parallel shared(x, y, z) private(i)
    {
#pragma omp sections nowait
        {
#pragma omp section
            for (i = 0; i < 300; i++) x[i] = i * 0.5;
#pragma omp section
            for (i = 0; i < 300; i++) y[i] = 300 - i;
#pragma omp section
            record(1.25);
        }
#pragma omp barrier
#pragma omp for
        for (i = 0; i < 300; i++) z[i] = x[i] + y[i];
    }
    {
        double s = 0.0;
        for (i = 0; i < 300; i++) s += z[i];
        printf("base=%d tag=%d work=%d z=%.2f log=%.2f\n", base, tag, work, s, log_total);
    }
    return 0;
}
