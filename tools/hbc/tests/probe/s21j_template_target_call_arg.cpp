// A function template whose `target teams distribute parallel for` passes scalars of the
// template's types BY VALUE to a (declare target) function template: only reads, as in
// HeCBench bincount-omp's getBin<input_t, IndexType>(v, minvalue, maxvalue, nbins).
// g++ -fopenmp: counts 3 2 2 3 / 4 4.  hbc refused each argument ("'lo' may be a scalar
// that this construct makes firstprivate ... which the construct writes").
// PROBE-ACCEPT: rejected (a dependent scalar passed to a call in a target counts as written: docs/hbc.md, Device constructs)
#include <cstdio>

#pragma omp declare target
template <typename V, typename I> static I bin_of(V v, V lo, V hi, I nb) {
    I b = (I)((v - lo) * nb / (hi - lo));
    return b == nb ? b - 1 : b;
}
#pragma omp end declare target

template <typename V, typename I> void count(const V *in, I n, V lo, V hi, I nb, int *out) {
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(tofrom: out[0:nb])
    for (I i = 0; i < n; i++) {
        const I b = bin_of<V, I>(in[i], lo, hi, nb);
#pragma omp atomic update
        out[b] += 1;
    }
}

int main() {
    float x[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    int h[4] = {0}, g[2] = {0};
    count<float, int>(x, 10, 0.0f, 9.0f, 4, h);
    count<float, long>(x, 8L, 0.0f, 8.0f, 2L, g);
    std::printf("counts %d %d %d %d / %d %d\n", h[0], h[1], h[2], h[3], g[0], g[1]);
    return 0;
}
