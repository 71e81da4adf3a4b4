long counter;
void lib_fill(double *a, int n) {
    int i;
#pragma omp for
    for (i = 0; i < n; i++) {
        a[i] = (i % 13) * 0.5;
#pragma omp critical
        counter++;
    }
}
