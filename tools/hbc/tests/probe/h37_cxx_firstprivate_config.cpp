// C++17 parameter-sweep code: a Config struct holding a std::vector<double> of weights and a
// std::string tag passed `firstprivate` to a `parallel for` whose body modifies its copy (as a
// scratch per thread: the weights are rescaled, then restored); a `parallel` region with a
// thread-local std::vector<double> buffer resized per iteration of an `omp for
// schedule(dynamic, 4)`; results gathered by index, printed in order.
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>
#include <cmath>

struct Config {
  std::vector<double> weights;
  std::string tag;
  double alpha = 0.5;
};

static double evaluate(const Config &c, int k) {
  double s = 0.0;
  for (size_t i = 0; i < c.weights.size(); i++) s += c.weights[i] * std::cos(0.1 * k * (double)i);
  return s * c.alpha;
}

int main() {
  Config cfg;
  cfg.weights.resize(32);
  std::iota(cfg.weights.begin(), cfg.weights.end(), 1.0);
  cfg.tag = "sweep";
  const int n = 200;
  std::vector<double> result(n), result2(n);
#pragma omp parallel for firstprivate(cfg) schedule(static, 8)
  for (int k = 0; k < n; k++) {
    double f = 1.0 + 0.01 * (k % 5);
    for (auto &w : cfg.weights) w *= f;
    cfg.alpha = 0.5 + 0.001 * k;
    result[k] = evaluate(cfg, k);
    for (auto &w : cfg.weights) w /= f;
    cfg.tag += ".";
  }
#pragma omp parallel
  {
    std::vector<double> buf;
#pragma omp for schedule(dynamic, 4)
    for (int k = 0; k < n; k++) {
      buf.assign(k % 17 + 1, 0.0);
      for (size_t j = 0; j < buf.size(); j++) buf[j] = std::sqrt((double)(k + j));
      result2[k] = std::accumulate(buf.begin(), buf.end(), 0.0);
    }
  }
  double s1 = 0, s2 = 0;
  for (int k = 0; k < n; k++) { s1 += result[k]; s2 += result2[k]; }
  std::printf("r[0]=%.8f r[77]=%.8f r[199]=%.8f sum=%.8f\n", result[0], result[77], result[199], s1);
  std::printf("r2 sum=%.8f r2[150]=%.8f\n", s2, result2[150]);
  return 0;
}
