/* Nested parallelism asked for with omp_set_nested(1) and omp_set_max_active_levels(2):
   an outer region over blocks, an inner parallel for per block; results only. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static void omp_set_nested(int n) { (void)n; }
static void omp_set_max_active_levels(int n) { (void)n; }
static int omp_get_level(void) { return 0; }
#endif
#define NB 8
#define BS 500

static double blocks[NB][BS];
static double bsum[NB];

// PROBE-OUTPUT: tot=8982.000000 level=1
// PROBE-OUTPUT: inner ok 1
int main(void)
{
    omp_set_nested(1);
    omp_set_max_active_levels(2);
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < BS; i++) blocks[b][i] = (b + 1) * 0.001 * i;
    int maxlevel = 0;
#pragma omp parallel for
    for (int b = 0; b < NB; b++) {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < BS; i++) {
            blocks[b][i] *= 2.0;
            s += blocks[b][i];
        }
        bsum[b] = s;
        int lv = omp_get_level();
#pragma omp critical
        if (lv > maxlevel) maxlevel = lv;
    }
    double tot = 0;
    for (int b = 0; b < NB; b++) tot += bsum[b];
    printf("tot=%.6f level=%d\n", tot, maxlevel);
    int inner_total = 0;
#pragma omp parallel num_threads(2) reduction(+:inner_total)
    {
#pragma omp parallel num_threads(2) reduction(+:inner_total)
        {
            inner_total += 1;
        }
    }
    printf("inner ok %d\n", inner_total >= 1);
    return 0;
}
