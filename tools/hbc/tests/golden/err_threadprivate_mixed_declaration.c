// C: threadprivate(a) where `b` shares a's declaration and is not threadprivate. One
// __thread would make b thread-local too, changing what the program means; hbc refuses
// with the line instead.
// EXPECT-ERROR: threadprivate variable 'a' is declared together with 'b', which is not threadprivate
// EXPECT-ERROR-LINE: 7
#include <stdio.h>
static int a, b;
#pragma omp threadprivate(a)

int main(void) {
  b = 1;
#pragma omp parallel for
  for (int i = 0; i < 10; i++) a = i + b;
  printf("%d\n", b);
  return 0;
}
