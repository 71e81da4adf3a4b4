// C++: _Pragma directives with variables in their clauses (a member, a local, a parameter).
#include <cstdio>
#include <vector>
#define STR(a) #a
#define OMP(a) _Pragma(STR(omp a))
struct Grid {
  int chunk = 3;
  std::vector<double> v = std::vector<double>(1000, 1.0);
  double total(int nb) {
    double s = 0;
    OMP(parallel for if(nb > 1) schedule(dynamic, chunk) reduction(+:s))
    for (int i = 0; i < (int)v.size(); i++) s += v[i] * (i % 3);
    return s;
  }
};
int main() {
  Grid g;
  int ch = 5;
  long c = 0;
  OMP(parallel)
  {
    OMP(for schedule(guided, ch) reduction(+:c))
    for (int i = 0; i < 777; i++) c += i & 3;
  }
  std::printf("%.1f %ld\n", g.total(4), c);
  return 0;
}
