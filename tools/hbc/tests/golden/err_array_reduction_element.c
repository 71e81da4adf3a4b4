// An array element as a reduction item (not an OpenMP 4.5 list item form hbc translates).
// EXPECT-ERROR: unsupported reduction item: an array element (use a section a[i:1])
// EXPECT-ERROR-LINE: 7
int main(void) {
  long h[8] = {0};
  int i;
#pragma omp parallel for reduction(+:h[3])
  for (i = 0; i < 100; i++) h[3] += i;
  return (int)h[3];
}
