/* a generic library: runs a callback over 0..n-1 in parallel */
void parallel_apply(void (*f)(int, void *), void *ctx, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) f(i, ctx);
}
