/* Reductions over struct members reached through a pointer, in team mode (region-level
   thread id), C89 style: the members are aliased by locals (a pointer `acc` to the struct's
   array, taken as a section `acc[0:K]`, and scalars copied in and out), plus a `min`/`max`
   pair kept in the struct and a critical that merges per-member struct partials. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 900
#define K 6

typedef struct {
    double sums[K];
    long count;
    int lo, hi;
} stats_t;

static void compute(stats_t *st, const int *v, int n)
{
    int i, lo, hi;
    long count;
    double *acc;
    acc = st->sums;
    count = st->count;
    lo = st->lo;
    hi = st->hi;
#pragma omp parallel
    {
        stats_t part;
        int q;
        for (q = 0; q < K; q++) part.sums[q] = 0;
        part.count = omp_get_thread_num() * 0;
#pragma omp for reduction(+ : acc[0:K], count) reduction(min : lo) reduction(max : hi)
        for (i = 0; i < n; i++) {
            acc[(v[i] % K + K) % K] += v[i] * 0.5;
            count++;
            if (v[i] < lo) lo = v[i];
            if (v[i] > hi) hi = v[i];
        }
#pragma omp for nowait
        for (i = 0; i < n; i++) {
            part.sums[i % K] += 1.0;
            part.count += v[i] & 1;
        }
#pragma omp critical(merge)
        {
            for (q = 0; q < K; q++) st->sums[q] += part.sums[q] * 0.001;
            st->count += part.count;
        }
    }
    st->count += count;
    st->lo = lo;
    st->hi = hi;
}

int main(void)
{
    static int v[N];
    stats_t st;
    int i;
    for (i = 0; i < N; i++) v[i] = (i * 7919) % 1013 - 200;
    for (i = 0; i < K; i++) st.sums[i] = i;
    st.count = 10;
    st.lo = 0;
    st.hi = 0;
    compute(&st, v, N);
    for (i = 0; i < K; i++) printf("%.3f ", st.sums[i]);
    printf("count=%ld lo=%d hi=%d\n", st.count, st.lo, st.hi);
    return 0;
}
