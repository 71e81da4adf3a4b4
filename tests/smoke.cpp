#include <heartbeat/heartbeat.hpp>
#include <cstdio>
#include <vector>
#include <functional>
long fib(int n) { if (n < 2) return n; auto [a, b] = hb::fork2([&]{ return fib(n-1); }, [&]{ return fib(n-2); }); return a + b; }
int main() {
  const int64_t n = 100000000;
  std::vector<double> a(n, 1.0);
  double s = hb::parallel_reduce(0, n, 0.0, std::plus<>{}, [&](int64_t i) { return a[i]; });
  std::printf("sum=%f\n", s);
  std::vector<long> cnt(1000);
  hb::parallel_for(0, 1000, [&](int64_t i){ hb::parallel_for(0, i*100, [&](int64_t j){ cnt[i] += (j >= 0); }); });
  long tot=0; for (int64_t i=0;i<1000;i++) { if (cnt[i] != i*100) std::printf("bad %ld\n", (long)i); tot+=cnt[i]; }
  std::printf("tot=%ld fib=%ld\n", tot, fib(30));
  std::printf("%s\n", hb::stats_json().substr(0, 600).c_str());
}
