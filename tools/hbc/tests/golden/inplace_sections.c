// `sections` and `parallel sections` run in place: the region's one thread executes every
// section in order. firstprivate is a copy made at the construct (the original a stays 1),
// lastprivate and reduction update the originals in place, private is a fresh variable.
// EXPECT-OUTPUT: a=1 b=2 lp=2 r=5 p=100 c=3
// EXPECT-NO-TRANSLATION: #pragma omp section
#include <stdio.h>
int main(void) {
  int a = 1, b = 0, lp = 0, r = 0, p = 100, c = 0;
#pragma omp parallel sections firstprivate(a) lastprivate(lp) reduction(+: r) private(p)
  {
#pragma omp section
    { a++; r += a; lp = 1; p = 5; }
#pragma omp section
    { a++; r += a; lp = 2; b = 2; p = 6; }
  }
#pragma omp parallel shared(c)
  {
#pragma omp sections
    {
      c += 1;
#pragma omp section
      c += 2;
    }
  }
  printf("a=%d b=%d lp=%d r=%d p=%d c=%d\n", a, b, lp, r, p, c);
  return 0;
}
