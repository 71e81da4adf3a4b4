// Before C++17 hbc's heartbeat reductions copy partials that must be trivially copyable: a
// std::vector reduction is refused at its directive, with the standard to use. Until session
// 70 a static_assert in the translation reported it at a line the file does not have.
// FLAGS: -std=c++14
// EXPECT-ERROR: reduction on 'v', whose type 'std::vector<int>' is not trivially copyable, needs -std=c++17 or later
// EXPECT-ERROR-LINE: 12
#include <cstdio>
#include <vector>
#pragma omp declare reduction(cat : std::vector<int> : omp_out.insert(omp_out.end(), omp_in.begin(), omp_in.end()))
int main() {
  std::vector<int> v;
#pragma omp parallel for reduction(cat : v)
  for (int i = 0; i < 100; i++)
    if (i % 10 == 0) v.push_back(i);
  std::printf("%zu\n", v.size());
  return 0;
}
