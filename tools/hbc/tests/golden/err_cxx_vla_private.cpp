// A private copy of a variable-length array (a g++ extension) in C++: refused with the
// loop's line, as in C. Before session 39 hbc++ passed it on and g++ failed on the output
// ("a variably modified type" in hbc_rt::copy_into; helper-41).
// EXPECT-ERROR: a private copy of the variable-length array 'vla' is not supported in C++
// EXPECT-ERROR-LINE: 10
long sum_vla(int n) {
  int vla[n];
  for (int i = 0; i < n; i++) vla[i] = i;
  long sum = 0;
#pragma omp parallel for firstprivate(vla) reduction(+:sum)
  for (int i = 0; i < n; i++) { sum += vla[i]; vla[i] = 0; }
  return sum;
}
