// EXPECT-ERROR: unsupported OpenMP construct 'task'
int fib(int n) {
  int x, y;
  if (n < 2) return n;
#pragma omp task shared(x)
  x = fib(n - 1);
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
