// EXPECT-ERROR: unsupported reduction item
int main(void) {
  int h[4] = {0}, i;
#pragma omp parallel for reduction(+:h[0:4])
  for (i = 0; i < 100; i++) h[i % 4]++;
  return h[1];
}
