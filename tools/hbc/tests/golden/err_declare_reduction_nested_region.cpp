// A `declare reduction` on the own clause of a region nested in a parallel loop's body, which
// heartbeat mode runs as a team of one: refused with file:line (session 72; the message
// named only loops before).
// EXPECT-ERROR: a 'declare reduction' on a 'parallel' region's own clause is supported where the region runs as a team
// EXPECT-ERROR-LINE: 14
#include <cstdio>
struct acc { long s; };
#pragma omp declare reduction(+ : acc : omp_out.s += omp_in.s) initializer(omp_priv = acc{0})
int main() {
  long outer = 0;
#pragma omp parallel for reduction(+ : outer)
  for (int k = 0; k < 4; k++) {
    acc b{0};
#pragma omp parallel reduction(+ : b)
    {
#pragma omp for
      for (int i = 0; i < 100; i++) b.s += i * k;
    }
    outer += b.s;
  }
  std::printf("%ld\n", outer);
}
