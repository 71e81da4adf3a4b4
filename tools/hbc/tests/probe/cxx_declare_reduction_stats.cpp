// `#pragma omp declare reduction` on a class type used for summary statistics (count, sum,
// min, max, histogram of 8 buckets) with a merge member function and an initializer that
// calls a constructor, used on a `parallel for` and on an `omp for` in a region, and on a
// reduction over a second class declared with a function-call combiner.
#include <cstdio>
#include <climits>

struct Stats {
    long n = 0, sum = 0;
    int lo = INT_MAX, hi = INT_MIN;
    long bucket[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    void add(int v)
    {
        n++;
        sum += v;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
        bucket[(unsigned)v % 8]++;
    }
    void merge(const Stats &o)
    {
        n += o.n;
        sum += o.sum;
        if (o.lo < lo) lo = o.lo;
        if (o.hi > hi) hi = o.hi;
        for (int b = 0; b < 8; b++) bucket[b] += o.bucket[b];
    }
};
#pragma omp declare reduction(merge : Stats : omp_out.merge(omp_in)) initializer(omp_priv = Stats())

struct Poly2 {
    long c0 = 0, c1 = 0;
};
static void poly_add(Poly2 &a, const Poly2 &b) { a.c0 += b.c0; a.c1 += b.c1; }
#pragma omp declare reduction(padd : Poly2 : poly_add(omp_out, omp_in)) initializer(omp_priv = Poly2())

int main()
{
    Stats st, st2;
    Poly2 p;
#pragma omp parallel for reduction(merge : st)
    for (int i = 0; i < 100000; i++) st.add((int)((i * 7919L) % 20011) - 10000);
#pragma omp parallel
    {
#pragma omp for reduction(merge : st2) schedule(dynamic, 100) nowait
        for (int i = 0; i < 5000; i++) st2.add(i % 37);
#pragma omp for reduction(padd : p)
        for (int i = 0; i < 3000; i++) {
            p.c0 += i % 3;
            p.c1 += i % 5;
        }
    }
    std::printf("n=%ld sum=%ld lo=%d hi=%d b3=%ld n2=%ld s2=%ld b2=%ld p=%ld,%ld\n", st.n, st.sum, st.lo, st.hi,
                st.bucket[3], st2.n, st2.sum, st2.bucket[2], p.c0, p.c1);
    return 0;
}
