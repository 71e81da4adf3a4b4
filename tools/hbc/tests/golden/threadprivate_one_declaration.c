// C: threadprivate naming several variables of one declaration (NPB's C ports write
// `static double tmp1, tmp2, tmp3;`): one __thread for the declaration, not one per name
// (gcc refused `static __thread __thread __thread double`).
// EXPECT-TRANSLATION: static __thread double tmp1, tmp2, tmp3;
// EXPECT-OUTPUT: s=82958625.000
#include <stdio.h>

static double tmp1, tmp2, tmp3;
#pragma omp threadprivate(tmp1, tmp2, tmp3)

int main(void) {
  double s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 1000; i++) {
    tmp1 = i * 0.5;
    tmp2 = tmp1 * tmp1;
    tmp3 = tmp2 - tmp1;
    s += tmp3;
  }
  printf("s=%.3f\n", s);
  return 0;
}
