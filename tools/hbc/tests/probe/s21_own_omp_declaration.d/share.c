int omp_get_thread_num(void);
int omp_get_num_threads(void);
long share(const int *v, int n, int *count) {
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    long s = 0;
    for (int i = t; i < n; i += nt) s += v[i];
    if (s) __atomic_fetch_add(count, 1, __ATOMIC_RELAXED);
    return s;
}
