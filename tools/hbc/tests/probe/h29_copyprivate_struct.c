#include <stdio.h>
struct cfg { int a; double b; char tag[8]; };
int main(void) {
  int sum = 0; double bs = 0;
  #pragma omp parallel num_threads(3) reduction(+:sum, bs)
  {
    struct cfg c;
    #pragma omp single copyprivate(c)
    {
      c.a = 42; c.b = 2.5; c.tag[0] = 'x'; c.tag[1] = 0;
    }
    sum += c.a + (c.tag[0] == 'x');
    bs += c.b;
  }
  /* sequential: team of 1 */
  printf("ok=%d\n", sum % 43 == 0 && bs > 0);
  printf("per=%d %.1f\n", sum / (sum / 43), bs / (sum / 43));
  return 0;
}
