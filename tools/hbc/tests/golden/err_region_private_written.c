// A region-private accumulator written by a worksharing loop (a hand-made reduction).
// EXPECT-ERROR: variable 'local' is private to the enclosing parallel region
int main(void) {
  double sum = 0;
  int i;
#pragma omp parallel
  {
    double local = 0;
#pragma omp for
    for (i = 0; i < 100; i++) local += i;
#pragma omp critical
    sum += local;
  }
  return (int)sum;
}
