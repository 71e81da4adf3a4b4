// EXPECT-OUTPUT: tot=100001 sum=4999950000
// EXPECT-TRANSLATION: (__hb_a.__hb_m0).n += (__hb_b.__hb_m0).n; __hb_a.__hb_m1 = __hb_a.__hb_m1 + __hb_b.__hb_m1;
/* One reduction clause naming a user-defined `+` for a struct and the built-in `+` for a
   long, on a heartbeat loop: each item uses the reduction its type has (refused before session 52). */
#include <cstdio>
struct Tot {
  long n;
};
#pragma omp declare reduction(+ : Tot : omp_out.n += omp_in.n) initializer(omp_priv = Tot{0})
int main() {
  Tot tot{1};
  long sum = 0;
#pragma omp parallel for reduction(+ : tot, sum)
  for (long i = 0; i < 100000; i++) {
    tot.n += 1;
    sum += i;
  }
  std::printf("tot=%ld sum=%ld\n", tot.n, sum);
  return 0;
}
