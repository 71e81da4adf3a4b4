// Class 1: a function-local variable written by an orphaned worksharing loop and read after
// it is private to each thread of the caller's team; hbc cannot keep that meaning and says so.
// EXPECT-ERROR: variable 'last' is private to the enclosing function (an orphaned worksharing loop binds to the caller's team)
// EXPECT-ERROR-LINE: 11
#include <stdio.h>
static int a[100];
static int scan(void) {
  int last = -1;
#pragma omp for
  for (int i = 0; i < 100; i++)
    if (a[i]) last = i;
  return last;
}
int main(void) {
  a[42] = 1;
  printf("%d\n", scan());
  return 0;
}
