/* C `declare reduction` at block scope (inside the function that uses it) over a struct
   type declared at file scope, with an initializer calling a function through the
   `init(&omp_priv)` form, and a second one over `double` that keeps the
   value of largest magnitude. */
#include <stdio.h>
#include <math.h>

typedef struct { double lo, hi; long n; } Range;

static void range_init(Range *p) { p->lo = INFINITY; p->hi = -INFINITY; p->n = 0; }
static void range_merge(Range *out, const Range *in)
{
    if (in->lo < out->lo) out->lo = in->lo;
    if (in->hi > out->hi) out->hi = in->hi;
    out->n += in->n;
}

static Range scan(const double *x, int n)
{
#pragma omp declare reduction(rng : Range : range_merge(&omp_out, &omp_in)) initializer(range_init(&omp_priv))
    Range r;
    range_init(&r);
#pragma omp parallel for reduction(rng : r)
    for (int i = 0; i < n; i++) {
        if (x[i] < r.lo) r.lo = x[i];
        if (x[i] > r.hi) r.hi = x[i];
        r.n++;
    }
    return r;
}

int main(void)
{
    enum { N = 20000 };
    static double x[N];
    for (int i = 0; i < N; i++) x[i] = sin(i * 0.37) * (1 + i % 9);
    Range r = scan(x, N);
#pragma omp declare reduction(absmax : double : omp_out = fabs(omp_in) > fabs(omp_out) ? omp_in : omp_out) initializer(omp_priv = 0)
    double am = 0;
#pragma omp parallel for reduction(absmax : am)
    for (int i = 0; i < N; i++)
        if (fabs(x[i]) > fabs(am)) am = x[i];
    printf("lo=%.6f hi=%.6f n=%ld am=%.6f\n", r.lo, r.hi, r.n, am);
    return 0;
}
