// C++17 statistics over a std::vector<Particle> with OpenMP 5.0 range-based `parallel for`,
// reduction(min/max) on doubles and ints, a structured binding inside the body, and a
// member function holding `parallel for reduction(+: ...)` over this->particles.
#include <cstdio>
#include <utility>
#include <vector>
#include <limits>
#include <cmath>

struct Particle { double x, v; int cell; };

class Ensemble {
 public:
  explicit Ensemble(int n) {
    for (int i = 0; i < n; i++)
      particles.push_back({std::sin(0.37 * i) * 100.0, std::cos(0.11 * i), (i * 7919) % 64});
  }
  double momentum(double mass) const {
    double p = 0.0;
#pragma omp parallel for reduction(+ : p)
    for (size_t i = 0; i < particles.size(); i++) p += mass * particles[i].v;
    return p;
  }
  std::vector<Particle> particles;
};

int main() {
  Ensemble e(50000);
  double xmin = std::numeric_limits<double>::max(), xmax = -std::numeric_limits<double>::max();
  int cmin = 1 << 30, cmax = -1;
#pragma omp parallel for reduction(min : xmin, cmin) reduction(max : xmax, cmax)
  for (const Particle &p : e.particles) {
    auto [x, c] = std::pair<double, int>(p.x, p.cell);
    xmin = std::min(xmin, x);
    xmax = std::max(xmax, x);
    if (c < cmin) cmin = c;
    if (c > cmax) cmax = c;
  }
  long cnt = 0;
#pragma omp parallel for reduction(+ : cnt)
  for (auto &p : e.particles) {
    p.v *= 2.0;
    if (p.x > 0) cnt++;
  }
  std::printf("x in [%.6f, %.6f] cells [%d, %d] positive %ld\n", xmin, xmax, cmin, cmax, cnt);
  std::printf("momentum %.6f\n", e.momentum(1.5));
  return 0;
}
