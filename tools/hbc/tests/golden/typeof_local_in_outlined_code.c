// C: variables declared with `__typeof__` of a local, as a reduction item, a shared counter
// updated atomically, and a pointer to such a type. The outlined loops at file scope cannot
// name the local, so their declarations take the expression's type; until session 71 they
// kept the written type and gcc said "'n' undeclared" (helper-109).
// EXPECT-OUTPUT: 1500 3000 4498500 7
// EXPECT-NO-TRANSLATION: typeof (n)
#include <stdio.h>
int main(void) {
  int n = 3000;
  __typeof__(n) tt = 0, cnt = 0;
  const __typeof__(n) seven = 7;
  long sum = 0;
  __typeof__(sum) *ps = &sum;
#pragma omp parallel for reduction(+ : tt)
  for (int i = 0; i < n; i++) tt += i % 2;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    cnt++;
#pragma omp atomic
    *ps += i;
  }
  int last = 0;
#pragma omp parallel for lastprivate(last)
  for (int i = 0; i < n; i++) last = seven + i * 0;
  printf("%d %d %ld %d\n", tt, cnt, sum, last);
  return 0;
}
