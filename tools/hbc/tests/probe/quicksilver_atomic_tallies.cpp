// Quicksilver-style Monte Carlo particle transport in C++: a MonteCarlo class holding the
// particle vault (std::vector<Particle>), a 1D slab mesh of cells with per-cell scalar-flux
// tallies updated with `atomic`, global balance tallies (absorb, scatter, escape, census)
// kept per thread in a std::vector indexed by omp_get_thread_num() inside the `parallel for`
// body and summed afterwards, each particle drawing from its own RNG state (so histories do
// not depend on the schedule), secondaries from fission appended to the next cycle's vault
// through an `atomic capture` slot index, and a cycle loop calling cycleInit/cycleTracking/
// cycleFinalize methods. Tally fluxes are accumulated in fixed point to stay exact.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <vector>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_max_threads() { return 1; }
static double omp_get_wtime() { return 0.0; }
#endif

struct Particle {
    double x, mu, weight;
    uint64_t seed;
    int cell;
    long id;
};

struct Balance {
    long absorb = 0, scatter = 0, fission = 0, escape = 0, census = 0, collisions = 0;
    void add(const Balance &o)
    {
        absorb += o.absorb; scatter += o.scatter; fission += o.fission;
        escape += o.escape; census += o.census; collisions += o.collisions;
    }
};

static double rng_sample(uint64_t &s)
{
    s = s * 2862933555777941757ULL + 3037000493ULL;
    return ((s >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

class MonteCarlo {
public:
    static const int NCELLS = 40;
    const double width = 10.0;
    std::vector<Particle> vault, next_vault;
    std::vector<long long> flux; // fixed point, 1e6 per unit track length
    std::vector<Balance> per_thread;
    Balance total;
    long next_id = 0;

    MonteCarlo() : flux(NCELLS, 0), per_thread(omp_get_max_threads()) {}

    void source(int n)
    {
        vault.resize(n);
#pragma omp parallel for
        for (int i = 0; i < n; i++) {
            uint64_t s = 0x1234567ULL + 7919ULL * (uint64_t)i;
            Particle &p = vault[i];
            p.seed = s;
            p.x = width * rng_sample(p.seed);
            p.mu = 2.0 * rng_sample(p.seed) - 1.0;
            p.weight = 1.0;
            p.cell = std::min(NCELLS - 1, (int)(p.x / width * NCELLS));
            p.id = i;
        }
        next_id = n;
    }

    double sigma_t(int cell) const { return 0.8 + 0.4 * ((cell * 7) % 5) / 4.0; }

    void cycleInit()
    {
        for (auto &b : per_thread) b = Balance();
        next_vault.assign(vault.size() * 2 + 16, Particle());
    }

    void cycleTracking(long &nnext)
    {
        long slots = 0;
#pragma omp parallel for schedule(dynamic, 16)
        for (size_t i = 0; i < vault.size(); i++) {
            Balance &bal = per_thread[omp_get_thread_num()];
            Particle p = vault[i];
            for (int seg = 0; seg < 50; seg++) {
                double dist_coll = -std::log(rng_sample(p.seed)) / sigma_t(p.cell);
                double cw = width / NCELLS;
                double edge = p.mu > 0 ? (p.cell + 1) * cw : p.cell * cw;
                double dist_face = std::fabs(p.mu) > 1e-12 ? (edge - p.x) / p.mu : 1e30;
                double d = std::min(dist_coll, dist_face);
                long long track = (long long)(d * 1e6);
#pragma omp atomic
                flux[p.cell] += track;
                p.x += d * p.mu;
                if (dist_face < dist_coll) {
                    p.cell += p.mu > 0 ? 1 : -1;
                    if (p.cell < 0 || p.cell >= NCELLS) { bal.escape++; goto done; }
                    continue;
                }
                bal.collisions++;
                double r = rng_sample(p.seed);
                if (r < 0.3) { bal.absorb++; goto done; }
                if (r < 0.35) {
                    bal.fission++;
                    long slot;
#pragma omp atomic capture
                    slot = slots++;
                    Particle kid = p;
                    kid.seed = p.seed ^ 0x9e3779b97f4a7c15ULL;
                    kid.mu = 2.0 * rng_sample(kid.seed) - 1.0;
                    kid.id = p.id * 2 + 1;
                    next_vault[slot] = kid;
                    goto done;
                }
                bal.scatter++;
                p.mu = 2.0 * rng_sample(p.seed) - 1.0;
            }
            bal.census++;
        done:;
        }
        nnext = slots;
    }

    void cycleFinalize(long nnext)
    {
        for (auto &b : per_thread) total.add(b);
        next_vault.resize(nnext);
        std::sort(next_vault.begin(), next_vault.end(), [](const Particle &a, const Particle &b) { return a.id < b.id; });
        vault.swap(next_vault);
    }
};

int main()
{
    double t0 = omp_get_wtime();
    MonteCarlo mc;
    mc.source(4000);
    for (int cycle = 0; cycle < 4; cycle++) {
        long nnext = 0;
        mc.cycleInit();
        size_t start = mc.vault.size();
        mc.cycleTracking(nnext);
        mc.cycleFinalize(nnext);
        std::printf("cycle %d start %zu next %ld\n", cycle, start, nnext);
        if (mc.vault.empty()) mc.source(2000);
    }
    long long fsum = 0;
    long long fmax = 0;
#pragma omp parallel for reduction(+ : fsum) reduction(max : fmax)
    for (int c = 0; c < MonteCarlo::NCELLS; c++) {
        fsum += mc.flux[c];
        fmax = std::max(fmax, mc.flux[c]);
    }
    const Balance &b = mc.total;
    std::printf("absorb %ld scatter %ld fission %ld escape %ld census %ld collisions %ld\n", b.absorb, b.scatter,
                b.fission, b.escape, b.census, b.collisions);
    std::printf("flux %lld max %lld\n", fsum, fmax);
    return omp_get_wtime() - t0 < 0.0;
}
