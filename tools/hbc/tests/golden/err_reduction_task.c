// The `task` reduction modifier is named in the diagnostic (`inscan` runs in place since
// session 63: golden inplace_scan.c).
// EXPECT-ERROR: unsupported reduction modifier 'task'
// EXPECT-ERROR-LINE: 9
int main(void) {
  int s = 0, i;
  long out[100];
  long h[4] = {0};
#pragma omp parallel for reduction(task, +:s)
  for (i = 0; i < 100; i++) {
    s += i;
    out[i] = s;
  }
  return (int)out[99] + (int)h[0];
}
