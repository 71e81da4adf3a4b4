static double work(const double *v, int n) {
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}
static int count;
#pragma omp threadprivate(count)
double a_entry(const double *v, int n) {
    double r = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+:r)
        for (int i = 0; i < n; i++) r += v[i] * 2;
    }
    return work(v, n) + r;
}
