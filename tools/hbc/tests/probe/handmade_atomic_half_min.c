/* Minimal reproduction (miniMD's ForceLJ::compute_fullneigh): per-thread energy partials
   over a full neighbour list, added as half into the shared total with `atomic`,
   `eng += 0.5 * t_eng;`. hbc takes that statement as the combine of two partials, so all
   partials but one are halved once more per combine: silently wrong (37117.031250 at
   HB_NUM_WORKERS=1, 2.658946 with HB_FORCE_PROMOTION=1). Right output:
   250000.000000 */
#include <stdio.h>
static double eng;
int main(void)
{
    int n = 500000;
#pragma omp parallel
    {
        double t_eng = 0.0;
#pragma omp for
        for (int i = 0; i < n; i++) t_eng += 1.0;
#pragma omp atomic
        eng += 0.5 * t_eng;
    }
    printf("%.6f\n", eng);
    return 0;
}
