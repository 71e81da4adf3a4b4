// A macro use is written out expanded only when every pragma in it is OpenMP's: another
// pragma (here GCC's diagnostic one) leaves no token to write back, so its effect would be
// lost; the directive is refused with its line, as before session 40.
// EXPECT-ERROR: OpenMP directive 'parallel for' written inside a macro together with other code
// EXPECT-ERROR-LINE: 12
#include <stdio.h>
#define PFOR(i, n) \
  _Pragma("GCC diagnostic push") _Pragma("omp parallel for") for (int i = 0; i < (n); i++)
#define POP _Pragma("GCC diagnostic pop")
int main(void) {
  static int a[100];
  PFOR(i, 100) a[i] = i;
  POP
  printf("%d\n", a[99]);
  return 0;
}
