// Class 5: a macro that expands to a directive *and* its loop has no text of its own to
// rewrite; since session 40 hbc writes the use's expansion in its place (the tokens the
// compiler saw) and translates that (refused before; CImg's cimg_openmp_for).
// EXPECT-OUTPUT: 99
#include <stdio.h>
#define PFOR(i, n) _Pragma("omp parallel for") for (int i = 0; i < (n); i++)
int main(void) {
  static int a[100];
  PFOR(i, 100) a[i] = i;
  printf("%d\n", a[99]);
  return 0;
}
