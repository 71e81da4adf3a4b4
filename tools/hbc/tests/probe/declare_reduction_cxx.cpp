// User-defined reductions in C++ (`declare reduction`): a 3-vector with operator+= and an
// initializer from its default constructor, a reduction named after a built-in operator on
// a class type, a std::vector<int> merge (sorted afterwards: merge order is unspecified),
// and a max-by-absolute-value on double with an omp_priv initializer; on `parallel for` and
// on an `omp for` inside a region.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

struct Vec3 {
    double x = 0, y = 0, z = 0;
    Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
};

struct Count {
    long n = 0;
    double s = 0;
};
static Count operator+(const Count &a, const Count &b) { return Count{ a.n + b.n, a.s + b.s }; }

#pragma omp declare reduction(vsum : Vec3 : omp_out += omp_in) initializer(omp_priv = Vec3())
#pragma omp declare reduction(+ : Count : omp_out = omp_out + omp_in)
#pragma omp declare reduction(merge : std::vector<int> : omp_out.insert(omp_out.end(), omp_in.begin(), omp_in.end()))
#pragma omp declare reduction(absmax : double : omp_out = std::fabs(omp_in) > std::fabs(omp_out) ? omp_in : omp_out) \
    initializer(omp_priv = 0.0)

int main()
{
    const int n = 20000;
    Vec3 c;
    c.x = 1.0;
    Count cnt;
    std::vector<int> picked;
    double am = 0.0;
#pragma omp parallel for reduction(vsum : c) reduction(+ : cnt) reduction(merge : picked)
    for (int i = 0; i < n; ++i) {
        Vec3 d;
        d.x = (i % 10) * 0.5;
        d.y = (i % 4) * 0.25;
        d.z = 1.0;
        c += d;
        cnt = cnt + Count{ 1, (i % 3) * 1.0 };
        if (i % 997 == 0) picked.push_back(i);
    }
#pragma omp parallel
    {
#pragma omp for reduction(absmax : am)
        for (int i = 0; i < n; ++i) {
            double v = std::sin(i * 0.001) * (i % 50);
            am = std::fabs(v) > std::fabs(am) ? v : am;
        }
    }
    std::sort(picked.begin(), picked.end());
    long ps = 0;
    for (int v : picked) ps += v;
    std::printf("c=%.2f,%.2f,%.2f cnt=%ld,%.1f picked=%zu,%ld am=%.6f\n", c.x, c.y, c.z, cnt.n, cnt.s, picked.size(), ps, am);
    return 0;
}
