/* Built by --hbc-fallback-openmp: hbc refuses the scan below (never called: under TSan
 * libgomp's scan reports races of its own), so gcc -fopenmp compiles the whole file, and
 * its loops are libgomp's. */
void fill_in_team_of_one(long *a, long n) {
  long i;
  int one = 1;
#pragma omp parallel for num_threads(one) schedule(static)
  for (i = 0; i < n; i++) a[i] = 3 * i + 1;
}
long refused_scan(const long *a, long n) {
  long s = 0, prefix[64];
#pragma omp parallel for reduction(inscan, + : s)
  for (long i = 0; i < n; i++) {
    s += a[i];
#pragma omp scan inclusive(s)
    prefix[i] = s;
  }
  return prefix[n - 1];
}
