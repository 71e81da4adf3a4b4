/* The header of golden device_data_in_header.c/.cpp: standalone device data directives
 * around and inside a parallel loop. */
static double run(double *e, int n) {
#pragma omp target enter data map(to: e[0:n])
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        e[i] += i;
#pragma omp target update from(e[i:1]) nowait depend(inout: e[i])
    }
#pragma omp target update from(e[0:n])
    double s = 0;
    for (int i = 0; i < n; i++) s += e[i];
#pragma omp target exit data map(release: e[0:n])
    return s;
}
