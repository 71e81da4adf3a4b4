long kern_sum(const int *a, int n) {
  long s = 0;
  int i;
#pragma omp parallel for reduction(+:s)
  for (i = 0; i < n; i++) s += a[i];
  return s;
}
