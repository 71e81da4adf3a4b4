// A region whose own reduction clauses are `declare reduction`s (a std::vector append and a
// struct sum) and whose only other construct is a worksharing loop: it runs as a team, each
// member's copy combined with the combiner (session 72). Order-free output.
// E2E-WORKERS: 1 2 3
#include <cstdio>
#include <vector>
#pragma omp declare reduction(vcat : std::vector<int> : omp_out.insert(omp_out.end(), omp_in.begin(), omp_in.end()))
struct acc { long s; };
#pragma omp declare reduction(+ : acc : omp_out.s += omp_in.s) initializer(omp_priv = acc{0})
int main() {
  std::vector<int> v;
  acc a{10};
#pragma omp parallel reduction(vcat : v) reduction(+ : a)
  {
#pragma omp for
    for (int i = 0; i < 1000; i++) { if (i % 7 == 0) v.push_back(i); a.s += i; }
  }
  long t = 0; for (int x : v) t += x;
  std::printf("%zu %ld %ld\n", v.size(), t, a.s);
}
