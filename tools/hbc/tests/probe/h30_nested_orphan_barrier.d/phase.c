/* library phases with orphaned worksharing and synchronisation */
void phase(double *v, int n, double *out) {
    int i;
#pragma omp for
    for (i = 0; i < n; i++) v[i] = v[i] * 2 + 1;
#pragma omp barrier
#pragma omp single
    {
        double s = 0;
        for (i = 0; i < n; i++) s += v[i];
        *out = s;
    }
}
