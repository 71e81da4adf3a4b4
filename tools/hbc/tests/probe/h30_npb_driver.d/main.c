#include <stdio.h>
#include <math.h>
#include "globals.h"
#include "common/print_results.h"

int main(void) {
    int it, i;
    double norm = 0.0, rr = 0.0;
    timer_clear(0);
    timer_start(0);
#pragma omp parallel private(it)
    {
        init_vectors();
        for (it = 0; it < NITER; it++) {
            double pq, alpha;
            matvec();
            pq = dot_pq();
            alpha = 0.25 / (1.0 + pq / NA);
            update(alpha);
        }
    }
#pragma omp parallel for reduction(+:rr)
    for (i = 0; i < NA; i++) rr += r[i] * r[i];
    norm = sqrt(rr);
    timer_stop(0);
    (void)timer_read(0);
    printf("alpha_g = %.10f\n", alpha_g);
    print_results("CGX", NA, NITER, norm, norm > 0.0);
    return 0;
}
