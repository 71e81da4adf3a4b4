double src_util(const double *a, int n) {
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i];
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
#pragma omp critical
        s += 0.0;
    }
    return s;
}
