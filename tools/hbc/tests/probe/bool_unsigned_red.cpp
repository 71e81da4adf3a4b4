// Reductions on bool, unsigned, size_t, float, long double, and min/max on unsigned types
// (C++), with a loop bounded by a size_t member.
#include <cstdio>
#include <cstddef>
#include <vector>

struct Data { std::vector<unsigned> v; size_t n() const { return v.size(); } };

int main()
{
    Data d;
    for (unsigned i = 0; i < 7777; i++) d.v.push_back((i * 2654435761u) >> 20);
    bool all_small = true, any_zero = false;
    unsigned umax = 0, umin = ~0u;
    size_t cnt = 0;
    float fs = 0.0f;
    long double ls = 0.0L;
#pragma omp parallel for reduction(&&:all_small) reduction(||:any_zero) reduction(max:umax) \
        reduction(min:umin) reduction(+:cnt, fs, ls)
    for (size_t i = 0; i < d.n(); i++) {
        unsigned x = d.v[i];
        all_small = all_small && x < 4096u;
        any_zero = any_zero || x == 0;
        umax = x > umax ? x : umax;
        umin = x < umin ? x : umin;
        cnt += x & 1;
        fs += 0.5f;
        ls += x * 0.25L;
    }
    std::printf("%d %d %u %u %zu %.1f %.2Lf\n", all_small, any_zero, umax, umin, cnt, fs, ls);
    return 0;
}
