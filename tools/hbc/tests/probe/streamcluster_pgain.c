/* Streamcluster-style: a `parallel` region whose members call a routine with their id and
   the team size; the routine partitions its points by hand, records a per-thread cost,
   meets the others at orphaned barriers, and thread 0 sums the costs in between
   (a gain computation run every round). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define NPT 6000
#define MAXT 64

static double weight[NPT], lower[NPT];
static int switch_membership[NPT];
static double cost_of[MAXT];
static double gain_total;

static double pgain(int pid, int nproc, double threshold)
{
    int bsize = NPT / nproc;
    int k1 = bsize * pid, k2 = pid == nproc - 1 ? NPT : k1 + bsize;
    double cost = 0.0;
    for (int i = k1; i < k2; i++) {
        switch_membership[i] = weight[i] > threshold;
        if (switch_membership[i]) cost += weight[i] - threshold;
        lower[i] = weight[i] * 0.5;
    }
    cost_of[pid] = cost;
#pragma omp barrier
    if (pid == 0) {
        double t = 0.0;
        for (int p = 0; p < nproc; p++) t += cost_of[p];
        gain_total = t;
    }
#pragma omp barrier
    return gain_total;
}

int main(void)
{
    for (int i = 0; i < NPT; i++) weight[i] = (double)((i * 7919) % 1000) / 8.0;
    double gains = 0.0;
    for (int round = 0; round < 5; round++) {
        double th = 20.0 * (round + 1);
        double g = 0.0;
#pragma omp parallel
        {
            int pid = omp_get_thread_num();
            int np = omp_get_num_threads();
            double r = pgain(pid, np, th);
            if (pid == 0) g = r;
        }
        gains += g;
    }
    long sw = 0;
    double lw = 0.0;
    for (int i = 0; i < NPT; i++) { sw += switch_membership[i]; lw += lower[i]; }
    printf("gains=%.4f switched=%ld lower=%.4f\n", gains, sw, lw);
    return 0;
}
