// EXPECT-CLANG-ERROR: condition of OpenMP for loop must be a relational comparison
int main(void) {
  int i, a[100];
#pragma omp parallel for
  for (i = 0; i * i < 100; i++) a[i] = i;
  return a[2];
}
