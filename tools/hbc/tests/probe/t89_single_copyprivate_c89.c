/* `single copyprivate` of C89-declared variables made private on the region, in a
   team-mode region (region-level thread id): a scalar, a struct and a pointer to a buffer
   allocated by the single thread; `single nowait` followed by a barrier; every member
   checks the broadcast values, and the counts of mismatches are reduced. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

typedef struct { int a; double b; } pair_t;

int main(void)
{
    int n, i, bad, filled;
    pair_t pr;
    double *buf;
    long sum;
    bad = 0;
    filled = 0;
    sum = 0;
#pragma omp parallel private(n, pr, buf, i) reduction(+ : bad) shared(filled, sum)
    {
        int me = omp_get_thread_num();
#pragma omp single copyprivate(n, pr, buf)
        {
            n = 40 + me * 0;
            pr.a = 7;
            pr.b = 2.5;
            buf = malloc(sizeof(double) * n);
            for (i = 0; i < n; i++) buf[i] = i * pr.b;
        }
        if (n != 40 || pr.a != 7 || pr.b != 2.5) bad++;
#pragma omp for reduction(+ : sum)
        for (i = 0; i < n; i++) sum += (long)buf[i] * pr.a;
#pragma omp single nowait
        filled = 1;
#pragma omp barrier
        if (!filled) bad++;
#pragma omp barrier
#pragma omp single
        free(buf);
    }
    printf("bad=%d sum=%ld\n", bad, sum);
    return 0;
}
