// `declare reduction` forms beyond the plain one: a combiner calling a temporary function
// object (the loop body calls a lambda object with the same logic), an initializer in the
// function-call form `initializer(init(&omp_priv))`, a reduction declared inside a function
// body (block scope), one declared in a namespace and used after a using-directive, and a
// min-location reduction on a struct.
#include <cfloat>
#include <cstdio>
#include <utility>
#include <vector>

struct MinLoc {
    double val;
    int idx;
};

struct PickMin {
    MinLoc operator()(const MinLoc &a, const MinLoc &b) const
    {
        return (b.val < a.val || (b.val == a.val && b.idx < a.idx)) ? b : a;
    }
};
static const auto pick_min = [](const MinLoc &a, const MinLoc &b) { return PickMin()(a, b); };

static void init_minloc(MinLoc *p) { p->val = DBL_MAX; p->idx = -1; }

#pragma omp declare reduction(minloc : MinLoc : omp_out = PickMin()(omp_out, omp_in)) initializer(init_minloc(&omp_priv))

namespace stats {
struct Moments {
    double s1 = 0, s2 = 0;
    long n = 0;
};
#pragma omp declare reduction(mom : Moments : omp_out.s1 += omp_in.s1, omp_out.s2 += omp_in.s2, omp_out.n += omp_in.n)
}

using namespace stats;

int main()
{
    const int n = 30000;
    std::vector<double> v(n);
    for (int i = 0; i < n; ++i) v[i] = ((i * 7919) % 10007) * 0.001 - 3.0 + (i == 12345 ? -100.0 : 0.0);
    MinLoc best;
    init_minloc(&best);
#pragma omp parallel for reduction(minloc : best)
    for (int i = 0; i < n; ++i) {
        MinLoc c{v[i], i};
        best = pick_min(best, c);
    }
    Moments m;
#pragma omp parallel for reduction(mom : m)
    for (int i = 0; i < n; ++i) {
        m.s1 += v[i];
        m.s2 += v[i] * v[i];
        m.n += 1;
    }
#pragma omp declare reduction(pairsum : std::pair<long, long> : omp_out.first += omp_in.first, omp_out.second += omp_in.second) \
    initializer(omp_priv = std::pair<long, long>(0, 0))
    std::pair<long, long> ps(5, 7);
#pragma omp parallel for reduction(pairsum : ps)
    for (int i = 0; i < n; ++i) {
        ps.first += i % 3;
        ps.second += i % 5;
    }
    std::printf("min=%.3f at %d mean=%.6f var=%.6f n=%ld ps=%ld,%ld\n", best.val, best.idx, m.s1 / m.n,
                m.s2 / m.n - (m.s1 / m.n) * (m.s1 / m.n), m.n, ps.first, ps.second);
    return 0;
}
