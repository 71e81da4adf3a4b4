// Reduction modifiers (inscan, task) are named in the diagnostic.
// EXPECT-ERROR: unsupported reduction modifier 'inscan'
// EXPECT-ERROR-LINE: 8
int main(void) {
  int s = 0, i;
  long out[100];
  long h[4] = {0};
#pragma omp parallel for reduction(inscan, +:s)
  for (i = 0; i < 100; i++) {
    s += i;
#pragma omp scan inclusive(s)
    out[i] = s;
  }
  return (int)out[99] + (int)h[0];
}
