// A strided section (OpenMP 5.0 a[lo:len:stride]) in a reduction: clang 14's OpenMP parser
// rejects it at the item (so does gcc); hbc also refuses any stride but 1 should one parse.
// EXPECT-CLANG-ERROR: expected ']'
int main(void) {
  long h[64] = {0};
  int i;
#pragma omp parallel for reduction(+:h[0:32:2])
  for (i = 0; i < 100; i++) h[2 * (i % 32)] += i;
  return (int)h[0];
}
