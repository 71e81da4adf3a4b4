/* Shadowing of captured names in team-mode regions (region-level thread id) in C89 style:
   `total` and `n` are function locals shared by the region; blocks inside the region and
   inside a worksharing loop body declare their own `total` and `n`, which must stay the
   block's (not the function's); a nested block in a `single` shadows the loop index `i`. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 100

static int seen[64];
static long cell[N];

int main(void)
{
    int i, n;
    long total, inner_sum;
    n = N;
    total = 0;
    inner_sum = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
        {
            long total = 1;
            int n = 3;
            total += n;
#pragma omp atomic
            inner_sum += total;
        }
#pragma omp for
        for (i = 0; i < n; i++) {
            int n = i % 4;
            long total = n * 10;
            cell[i] = total + n;
        }
#pragma omp for reduction(+ : total)
        for (i = 0; i < n; i++) total += cell[i];
#pragma omp single
        {
            int i;
            for (i = 0; i < 5; i++) cell[i] += 1000;
        }
    }
    printf("total=%ld inner_mult4=%d n=%d cell0=%ld\n", total, inner_sum % 4 == 0 && inner_sum > 0,
           n, cell[0]);
    return 0;
}
