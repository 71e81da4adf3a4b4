// Region-level code that calls a function of another file (which may divide work by
// omp_get_thread_num(), or hold orphaned constructs, where hbc cannot see) runs on every
// member, as in OpenMP: team mode. Calls inside a worksharing loop, or in a master or single
// block (one thread runs those in OpenMP too), are not region level: the second region
// stays in heartbeat mode, without a warning.
// EXPECT-TRANSLATION: hbc_rt::team_run(hbc_team_size(0),
// EXPECT-TRANSLATION: hbc_rt::for_range(
void setup_elsewhere(double *a, int n);
double scale_elsewhere(double x);
void log_elsewhere(const char *what);
void run(double *a, int n) {
#pragma omp parallel
  {
    setup_elsewhere(a, n);
#pragma omp for
    for (int i = 0; i < n; ++i) a[i] = scale_elsewhere(a[i]);
  }
#pragma omp parallel
  {
#pragma omp master
    log_elsewhere("start");
#pragma omp for
    for (int i = 0; i < n; ++i) a[i] = scale_elsewhere(a[i]);
#pragma omp single
    log_elsewhere("end");
  }
}
