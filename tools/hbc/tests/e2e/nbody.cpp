// C++: particles in std::vector, a function template with a pragma, a lambda in the body,
// a class member function with a parallel loop over this->members.
#include <cmath>
#include <cstdio>
#include <vector>

struct Vec { double x, y; };

template <class T, class F> T reduce_map(const std::vector<T> &v, F f) {
  T s = 0;
#pragma omp parallel for reduction(+:s)
  for (std::size_t i = 0; i < v.size(); ++i) s += f(v[i]);
  return s;
}

class System {
 public:
  explicit System(int n) : pos(n), vel(n), mass(n) {
    for (int i = 0; i < n; i++) { pos[i] = {double(i % 17), double(i % 13)}; vel[i] = {0, 0}; mass[i] = 1 + i % 3; }
  }
  void step(double dt) {
    const int n = (int)pos.size();
    std::vector<Vec> acc(n);
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      Vec a{0, 0};
      auto pull = [&](int j) {
        double dx = pos[j].x - pos[i].x, dy = pos[j].y - pos[i].y;
        double r2 = dx * dx + dy * dy + 0.5;
        double f = mass[j] / (r2 * std::sqrt(r2));
        a.x += f * dx; a.y += f * dy;
      };
      for (int j = 0; j < n; j++) if (j != i) pull(j);
      acc[i] = a;
    }
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
      vel[i].x += dt * acc[i].x; vel[i].y += dt * acc[i].y;
      pos[i].x += dt * vel[i].x; pos[i].y += dt * vel[i].y;
    }
  }
  double energy() const {
    std::vector<double> e(vel.size());
#pragma omp parallel for
    for (std::size_t i = 0; i < vel.size(); i++) e[i] = 0.5 * mass[i] * (vel[i].x * vel[i].x + vel[i].y * vel[i].y);
    return reduce_map(e, [](double v) { return v; });
  }
  std::vector<Vec> pos, vel;
  std::vector<double> mass;
};

int main() {
  System s(600);
  for (int t = 0; t < 3; t++) s.step(0.01);
  std::vector<int> ints(1000);
  for (int i = 0; i < 1000; i++) ints[i] = i;
  long sq = reduce_map(ints, [](int v) { return v * 2; });
  std::printf("energy %.3f ints %ld\n", s.energy(), sq);
}
