// C++ particle code: a std::vector of structs updated by a `parallel for` over size_t whose
// body calls lambdas (one capturing by reference, one by value); a region where each thread
// keeps a std::vector<int> of hits across its iterations of a `for schedule(dynamic, 16)
// nowait` loop and merges them into a shared std::map under `critical`; per-thread partial
// sums in a std::vector sized by omp_get_max_threads() and indexed by omp_get_thread_num().
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_max_threads() { return 1; }
#endif

struct Particle {
    double x, y, vx, vy;
    int cell;
};

int main()
{
    const std::size_t n = 5000;
    std::vector<Particle> ps(n);
    for (std::size_t i = 0; i < n; ++i)
        ps[i] = Particle{ double(i % 100), double(i / 100), (i % 7) * 0.25 - 0.75, (i % 5) * 0.25 - 0.5, 0 };
    const double dt = 0.5, box = 100.0;
    auto wrap = [box](double v) { return v < 0 ? v + box : v >= box ? v - box : v; };
    double energy = 0.0;
    auto kinetic = [&](const Particle &p) { return 0.5 * (p.vx * p.vx + p.vy * p.vy); };
    for (int step = 0; step < 4; ++step) {
#pragma omp parallel for reduction(+:energy)
        for (std::size_t i = 0; i < ps.size(); ++i) {
            Particle &p = ps[i];
            p.x = wrap(p.x + dt * p.vx);
            p.y = wrap(p.y + dt * p.vy);
            p.cell = int(p.x / 10) * 10 + int(p.y / 10);
            energy += kinetic(p);
        }
    }
    std::map<int, long> occupancy;
#pragma omp parallel
    {
        std::vector<int> mine;
#pragma omp for schedule(dynamic, 16) nowait
        for (std::size_t i = 0; i < n; ++i)
            if (ps[i].cell % 3 == 0) mine.push_back(ps[i].cell);
#pragma omp critical
        for (int c : mine) occupancy[c]++;
    }
    std::vector<double> partial(omp_get_max_threads(), 0.0);
#pragma omp parallel for
    for (std::size_t i = 0; i < n; ++i) partial[omp_get_thread_num()] += std::floor(ps[i].x) + std::floor(ps[i].y);
    double pos = std::accumulate(partial.begin(), partial.end(), 0.0);
    long occ = 0;
    for (auto &kv : occupancy) occ += kv.second * (kv.first % 7 + 1);
    std::printf("energy=%.4f cells=%zu occ=%ld pos=%.1f\n", energy, occupancy.size(), occ, pos);
    return 0;
}
