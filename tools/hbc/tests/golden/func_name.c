// __func__ in a parallel loop body names the function that holds the loop, not the outlined
// body: hbc writes the name in as a string literal (it printed "__hb_loop_1").
// EXPECT-TRANSLATION: last = "scan";
// EXPECT-OUTPUT: scan scan 40
#include <stdio.h>
#include <string.h>
static void scan(void) {
  const char *last = "";
  long n = 0;
#pragma omp parallel for lastprivate(last) reduction(+:n)
  for (int i = 0; i < 10; i++) {
    last = __func__;
    n += strlen(__func__);
  }
  printf("%s %s %ld\n", __func__, last, n);
}
int main(void) {
  scan();
  return 0;
}
