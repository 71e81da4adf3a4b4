/* User-defined reductions in C (`declare reduction`): a statistics struct combined by a
   function taking pointers, with an initializer in call form (stats_init(&omp_priv)); a
   struct of counters with no initializer (zero-initialised private copies); a reduction
   on int named after a function (gcd), initializer omp_priv = 0; used on `parallel for` and
   on an `omp for` inside a region. */
#include <stdio.h>
#include <float.h>

typedef struct { long n; double sum, mn, mx; } stats_t;
typedef struct { long even, odd; } counts_t;

static void stats_init(stats_t *s) { s->n = 0; s->sum = 0; s->mn = DBL_MAX; s->mx = -DBL_MAX; }
static void stats_merge(stats_t *out, const stats_t *in)
{
    out->n += in->n;
    out->sum += in->sum;
    if (in->mn < out->mn) out->mn = in->mn;
    if (in->mx > out->mx) out->mx = in->mx;
}
static int gcd(int a, int b) { while (b) { int t = a % b; a = b; b = t; } return a < 0 ? -a : a; }

#pragma omp declare reduction(stats : stats_t : stats_merge(&omp_out, &omp_in)) initializer(stats_init(&omp_priv))
#pragma omp declare reduction(cadd : counts_t : omp_out.even += omp_in.even, omp_out.odd += omp_in.odd)
#pragma omp declare reduction(gcdr : int : omp_out = gcd(omp_out, omp_in)) initializer(omp_priv = 0)

int main(void)
{
    stats_t st;
    stats_init(&st);
    counts_t ct = { 5, 7 };
    int g = 0;
#pragma omp parallel for reduction(stats : st) reduction(cadd : ct)
    for (int i = 0; i < 30000; i++) {
        double v = (double)((i * 7919) % 1001) - 500.0;
        st.n++;
        st.sum += v;
        if (v < st.mn) st.mn = v;
        if (v > st.mx) st.mx = v;
        if (i % 2) ct.odd++; else ct.even++;
    }
#pragma omp parallel
    {
#pragma omp for reduction(gcdr : g)
        for (int i = 1; i <= 500; i++) g = gcd(g, 360 * ((i % 7) + 1) * ((i % 5) + 2));
    }
    printf("n=%ld sum=%.1f mn=%.1f mx=%.1f even=%ld odd=%ld gcd=%d\n", st.n, st.sum, st.mn, st.mx, ct.even, ct.odd, g);
    return 0;
}
