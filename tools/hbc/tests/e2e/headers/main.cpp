// OpenMP directives in user headers (a template and an inline function in inc/ops.hpp,
// found through -I; ops.hpp includes ../sub/util.hpp). E2E-FLAGS: -I${DIR}/inc
#include <cstdio>
#include "ops.hpp"
int main() {
  std::vector<int> v(1000, 1);
  bump(v);
  std::printf("%d %d\n", psum(v), v[0]);
}
