// The other side of team_object_pointer_written.cpp: region-private objects the loop only
// reads, through const access that cannot reach writable storage (a std::vector of doubles
// read by index and size, a struct of plain values), stay shared by a heartbeat loop, with no
// team. A read through a pointer the object holds also stays shared (nothing is written).
// EXPECT-NO-TRANSLATION: team_run
// EXPECT-OUTPUT: sum=2000 dot=332833500 scaled=4000
#include <cstdio>
#include <vector>
struct Params {
  double scale;
  int offset;
};
struct View {
  const double *data;
  double at(int i) const { return data[i]; }
};
int main() {
  std::vector<double> base(1000, 2.0);
  double sum = 0, dot = 0, scaled = 0;
#pragma omp parallel
  {
    std::vector<double> w(base);
    Params p{2.0, 1};
    View v{base.data()};
#pragma omp for reduction(+ : sum)
    for (int i = 0; i < 1000; i++) sum += w[i] + 0 * (double)w.size();
#pragma omp for reduction(+ : dot)
    for (int i = 0; i < 1000; i++) dot += (double)i * i * (p.offset + 0 * p.scale);
#pragma omp for reduction(+ : scaled)
    for (int i = 0; i < 1000; i++) scaled += v.at(i) * p.scale;
  }
  std::printf("sum=%.0f dot=%.0f scaled=%.0f\n", sum, dot, scaled);
}
