// A barrier inside a worksharing loop is invalid OpenMP: clang reports it.
// EXPECT-CLANG-ERROR: region cannot be closely nested
int main(void) {
  int i, a[10];
#pragma omp parallel
  {
#pragma omp for
    for (i = 0; i < 10; i++) {
      a[i] = i;
#pragma omp barrier
    }
  }
  return a[3];
}
