double row_norm(const double *row, int m) {
    double s = 0;
#pragma omp parallel for reduction(+:s)
    for (int j = 0; j < m; j++) s += row[j] * row[j];
    return s;
}
void row_scale(double *row, int m, double f) {
#pragma omp parallel
    {
#pragma omp for
        for (int j = 0; j < m; j++) row[j] *= f;
    }
}
