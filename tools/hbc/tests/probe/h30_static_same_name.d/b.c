static double work(const double *v, int n) {
    double m = 0;
#pragma omp parallel for reduction(max:m)
    for (int i = 0; i < n; i++) if (v[i] > m) m = v[i];
    return m;
}
static int count;
double b_entry(const double *v, int n) {
    long c = 0;
#pragma omp parallel for reduction(+:c)
    for (int i = 0; i < n; i++) c += v[i] > 1.0;
    count = (int)c;
    return work(v, n) * 1000 + count;
}
