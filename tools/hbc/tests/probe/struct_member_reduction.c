/* Statistics kept in a struct: OpenMP cannot reduce a member, so the program reduces
   temporaries and stores them back, and reduces shared temporaries in a region whose `single`
   stores them back into the struct. */
#include <stdio.h>
#include <math.h>
#define N 5000

struct stats { double sum, sumsq; long count; double minv, maxv; };

static double data[N];

static void gather(struct stats *st, const double *a, int n)
{
    double s = 0, s2 = 0, mn = INFINITY, mx = -INFINITY;
    long c = 0;
#pragma omp parallel for reduction(+:s, s2, c) reduction(min:mn) reduction(max:mx)
    for (int i = 0; i < n; i++) {
        if (a[i] < 0) continue;
        s += a[i]; s2 += a[i] * a[i]; c++;
        if (a[i] < mn) mn = a[i];
        if (a[i] > mx) mx = a[i];
    }
    st->sum = s; st->sumsq = s2; st->count = c; st->minv = mn; st->maxv = mx;
}

int main(void)
{
    for (int i = 0; i < N; i++) data[i] = sin(i * 0.37) * 10.0;
    struct stats st = {0};
    gather(&st, data, N);
    printf("count=%ld sum=%.6f sumsq=%.6f min=%.6f max=%.6f\n", st.count, st.sum, st.sumsq,
           st.minv, st.maxv);
    struct stats acc = {0, 0, 0, 0, 0};
    double t = acc.sum;
    long c = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+:t, c)
        for (int i = 0; i < N; i++) {
            if (data[i] > 5.0) { t += data[i]; c++; }
        }
#pragma omp single
        { acc.sum = t; acc.count = c; }
    }
    printf("acc sum=%.6f count=%ld\n", acc.sum, acc.count);
    return 0;
}
