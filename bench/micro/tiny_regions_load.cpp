// Tiny team regions (issue 10, "Load"): `regions` parallel regions that each split a
// 16-element update by member id, as HYPRE's ParCSR kernels on small parts do; with a
// heartbeat team (hb::team_run) or an OpenMP region (libgomp). With one CPU-bound process
// beside it (bench/micro/tiny_regions_load.sh), a team whose idle members spin and then sleep
// took 1.4-2.8 s where libgomp took 0.5-0.9 s (session 41); see docs/protocol.md, "Spinning
// under load".
//   tiny-regions-load seq|hb|omp [regions=200000]     prints: mode seconds checksum
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <heartbeat/team.hpp>
#ifdef _OPENMP
#include <omp.h>
#endif

namespace {
constexpr int kN = 16;
double x[kN], y[kN];

void share(int id, int size) {
    for (int i = id * kN / size; i < (id + 1) * kN / size; ++i) y[i] = 2.0 * x[i] + 1.0;
}
}  // namespace

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "hb";
    const long regions = argc > 2 ? std::atol(argv[2]) : 200000;
    for (int i = 0; i < kN; ++i) x[i] = i;
    if (std::strcmp(mode, "hb") == 0) hb::team_run([] {});  // start the runtime untimed
    double sum = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (long r = 0; r < regions; ++r) {
        if (std::strcmp(mode, "seq") == 0) {
            share(0, 1);
        } else if (std::strcmp(mode, "hb") == 0) {
            hb::team_run([] { share(hb::team::id(), hb::team::size()); });
        } else {
#ifdef _OPENMP
#pragma omp parallel
            share(omp_get_thread_num(), omp_get_num_threads());
#else
            std::fprintf(stderr, "built without OpenMP\n");
            return 2;
#endif
        }
        for (int i = 0; i < kN; ++i) sum += y[i] - 2.0 * x[i];
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%s %.4f %.0f\n", mode, secs, sum);
    return 0;
}
