// EXPECT-OUTPUT: 4950 15
/* A program's own names that glibc's <string.h>/<strings.h> also declare (index, rindex,
   bzero, ffs, strcasecmp), brought in by a using-directive: hbc's inserted header must not
   include <cstring>, whose ::index made `index` ambiguous (NetworKit's `using index =
   uint64_t`; helper-93, session 52). */
#include <cstdio>
#include <vector>
namespace nk {
using index = unsigned long;
using rindex = int;
using bzero = int;
using ffs = int;
using strcasecmp = int;
}  // namespace nk
using namespace nk;
int main() {
  std::vector<index> v(100);
#pragma omp parallel for
  for (int i = 0; i < 100; i++) v[i] = (index)i;
  index s = 0;
  for (auto x : v) s += x;
  rindex a = 1;
  bzero b = 2;
  ffs c = 3;
  strcasecmp d = 4;
  std::printf("%lu %d\n", s, a + b + c + d + 5);
  return 0;
}
