/* XSBench-style event-based lookups: each lookup seeds its own LCG by fast-forwarding from
   a fixed seed by its index, `parallel for schedule(dynamic, 100)` with a reduction of the
   verification hash, grid search by binary search, material picked by a CDF; timing printed
   to stderr. A second, history-style kernel keeps a per-thread seed from
   omp_get_thread_num() in a region: only the count of valid lookups is printed for it. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static double omp_get_wtime(void) { return 0.0; }
#endif

#define N_ISOTOPES 68
#define N_GRIDPOINTS 400
#define N_MATS 12
#define LOOKUPS 30000
#define STARTING_SEED 1070

typedef struct { double energy, total_xs, elastic_xs, absorbtion_xs, fission_xs, nu_fission_xs; } NuclideGridPoint;

static double LCG_random_double(uint64_t *seed)
{
    const uint64_t m = 9223372036854775808ULL, a = 2806196910506780709ULL, c = 1ULL;
    *seed = (a * (*seed) + c) % m;
    return (double)(*seed) / (double)m;
}

static uint64_t fast_forward_LCG(uint64_t seed, uint64_t n)
{
    const uint64_t m = 9223372036854775808ULL;
    uint64_t a = 2806196910506780709ULL, c = 1ULL, a_new = 1, c_new = 0;
    n = n % m;
    while (n > 0) {
        if (n & 1) { a_new *= a; c_new = c_new * a + c; }
        c *= (a + 1);
        a *= a;
        n >>= 1;
    }
    return (a_new * seed + c_new) % m;
}

static long grid_search(long n, double quarry, const NuclideGridPoint *A)
{
    long lowerLimit = 0, upperLimit = n - 1, examinationPoint, length = upperLimit - lowerLimit;
    while (length > 1) {
        examinationPoint = lowerLimit + (length / 2);
        if (A[examinationPoint].energy > quarry) upperLimit = examinationPoint;
        else lowerLimit = examinationPoint;
        length = upperLimit - lowerLimit;
    }
    return lowerLimit;
}

static int pick_mat(uint64_t *seed)
{
    static const double dist[N_MATS] = {0.140, 0.052, 0.275, 0.134, 0.154, 0.064, 0.066, 0.055, 0.008, 0.015, 0.025, 0.013};
    double roll = LCG_random_double(seed);
    for (int i = 0; i < N_MATS; i++) {
        double running = 0;
        for (int j = i; j > 0; j--) running += dist[j];
        if (roll < running) return i;
    }
    return 0;
}

int main(void)
{
    NuclideGridPoint *grid = malloc(sizeof(NuclideGridPoint) * N_ISOTOPES * N_GRIDPOINTS);
    uint64_t seed = 42;
    for (int iso = 0; iso < N_ISOTOPES; iso++)
        for (int g = 0; g < N_GRIDPOINTS; g++) {
            NuclideGridPoint *p = &grid[iso * N_GRIDPOINTS + g];
            p->energy = (g + LCG_random_double(&seed) * 0.5) / N_GRIDPOINTS;
            p->total_xs = LCG_random_double(&seed);
            p->elastic_xs = LCG_random_double(&seed);
            p->absorbtion_xs = LCG_random_double(&seed);
            p->fission_xs = LCG_random_double(&seed);
            p->nu_fission_xs = LCG_random_double(&seed);
        }
    int num_nucs[N_MATS];
    for (int m = 0; m < N_MATS; m++) num_nucs[m] = 5 + (m * 7) % 20;

    double start = omp_get_wtime();
    unsigned long long verification = 0;
    int i = 0;
#pragma omp parallel for schedule(dynamic, 100) reduction(+:verification)
    for (i = 0; i < LOOKUPS; i++) {
        uint64_t s = fast_forward_LCG(STARTING_SEED, 2 * i);
        double p_energy = LCG_random_double(&s);
        int mat = pick_mat(&s);
        double macro_xs_vector[5] = {0, 0, 0, 0, 0};
        for (int j = 0; j < num_nucs[mat]; j++) {
            int iso = (mat * 13 + j * 5) % N_ISOTOPES;
            const NuclideGridPoint *g = &grid[iso * N_GRIDPOINTS];
            long idx = grid_search(N_GRIDPOINTS, p_energy, g);
            if (idx == N_GRIDPOINTS - 1) idx--;
            double f = (g[idx + 1].energy - p_energy) / (g[idx + 1].energy - g[idx].energy);
            double conc = 0.1 + j * 0.01;
            macro_xs_vector[0] += conc * (g[idx + 1].total_xs - f * (g[idx + 1].total_xs - g[idx].total_xs));
            macro_xs_vector[1] += conc * (g[idx + 1].elastic_xs - f * (g[idx + 1].elastic_xs - g[idx].elastic_xs));
            macro_xs_vector[2] += conc * (g[idx + 1].absorbtion_xs - f * (g[idx + 1].absorbtion_xs - g[idx].absorbtion_xs));
            macro_xs_vector[3] += conc * (g[idx + 1].fission_xs - f * (g[idx + 1].fission_xs - g[idx].fission_xs));
            macro_xs_vector[4] += conc * (g[idx + 1].nu_fission_xs - f * (g[idx + 1].nu_fission_xs - g[idx].nu_fission_xs));
        }
        double max = -1.0;
        int max_idx = 0;
        for (int j = 0; j < 5; j++)
            if (macro_xs_vector[j] > max) { max = macro_xs_vector[j]; max_idx = j; }
        verification += max_idx + 1;
    }
    double stop = omp_get_wtime();
    fprintf(stderr, "lookups/s %.0f\n", LOOKUPS / (stop - start + 1e-9));

    long valid = 0;
#pragma omp parallel default(none) shared(grid, valid)
    {
        int thread = omp_get_thread_num();
        uint64_t tseed = (thread + 1) * 19 + 17;
        long mine = 0;
#pragma omp for schedule(dynamic)
        for (int k = 0; k < LOOKUPS; k++) {
            double e = LCG_random_double(&tseed);
            long idx = grid_search(N_GRIDPOINTS, e, grid);
            if (idx >= 0 && idx < N_GRIDPOINTS && (idx == 0 || grid[idx].energy <= e) &&
                (idx == N_GRIDPOINTS - 1 || grid[idx + 1].energy > e || idx == N_GRIDPOINTS - 2))
                mine++;
        }
#pragma omp atomic
        valid += mine;
    }
    printf("verification=%llu valid=%ld\n", verification % 999983, valid);
    return 0;
}
