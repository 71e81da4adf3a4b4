// A section of a 2-D array that takes part of each row is not one contiguous block: rejected
// at the item, not translated with a different meaning.
// EXPECT-ERROR: unsupported reduction item: a multi-dimensional array section that is not contiguous (every dimension after the first must be taken whole)
// EXPECT-ERROR-LINE: 9
int main(void) {
  double a[8][8] = {{0}};
  int i;
  /* rows 0..7, but only columns 0..3 of each */
#pragma omp parallel for reduction(+:a[0:8][0:4])
  for (i = 0; i < 100; i++) a[i % 8][i % 4] += i;
  return (int)a[1][1];
}
