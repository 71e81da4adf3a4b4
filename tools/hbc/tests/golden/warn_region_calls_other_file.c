// A region whose code calls a function of another file runs in team mode
// (team_region_calls_other_file.cpp), except where team mode cannot take the region (here: a
// `simd` schedule modifier; a taskloop, until session 15). Heartbeat mode then runs its code once, and the callee might divide work by
// omp_get_thread_num() where hbc cannot see it: warned, not refused (the same-file case runs
// in team mode: e2e callee_thread_split.c). Calls inside the worksharing loop are not region
// level and are not warned.
// EXPECT-WARNING: this parallel region runs its code once (heartbeat mode), and this call reaches 'setup_elsewhere', defined in another file
void setup_elsewhere(double *a, int n);
double scale_elsewhere(double x);
void run(double *a, int n) {
#pragma omp parallel
  {
    setup_elsewhere(a, n);
#pragma omp single
#pragma omp taskloop
    for (int i = 0; i < 4; ++i) a[i] += 1.0;
#pragma omp for schedule(simd : static)
    for (int i = 0; i < n; ++i) a[i] = scale_elsewhere(a[i]);
  }
}
