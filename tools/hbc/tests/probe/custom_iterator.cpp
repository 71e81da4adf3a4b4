// A loop over a hand-written random-access iterator (a strided view), with postfix ++ and
// != as the condition, and a reverse_iterator loop.
#include <cstddef>
#include <cstdio>
#include <iterator>
#include <vector>

template <class T> struct Strided {
    T *p; std::ptrdiff_t s;
    using iterator_category = std::random_access_iterator_tag;
    using value_type = T; using difference_type = std::ptrdiff_t;
    using pointer = T *; using reference = T &;
    T &operator*() const { return *p; }
    T &operator[](std::ptrdiff_t k) const { return p[k * s]; }
    Strided &operator++() { p += s; return *this; }
    Strided operator++(int) { Strided t = *this; p += s; return t; }
    Strided &operator+=(std::ptrdiff_t k) { p += k * s; return *this; }
    Strided operator+(std::ptrdiff_t k) const { return {p + k * s, s}; }
    friend Strided operator+(std::ptrdiff_t k, Strided a) { return a + k; }
    Strided &operator-=(std::ptrdiff_t k) { p -= k * s; return *this; }
    Strided operator-(std::ptrdiff_t k) const { return {p - k * s, s}; }
    std::ptrdiff_t operator-(const Strided &o) const { return (p - o.p) / s; }
    bool operator!=(const Strided &o) const { return p != o.p; }
    bool operator==(const Strided &o) const { return p == o.p; }
    bool operator<(const Strided &o) const { return p < o.p; }
    bool operator>(const Strided &o) const { return p > o.p; }
    bool operator<=(const Strided &o) const { return p <= o.p; }
    bool operator>=(const Strided &o) const { return p >= o.p; }
};

int main()
{
    std::vector<int> m(300 * 4);
    for (size_t i = 0; i < m.size(); i++) m[i] = int(i % 11);
    Strided<int> b{m.data() + 1, 4}, e{m.data() + 1 + 300 * 4, 4};
#pragma omp parallel for
    for (Strided<int> it = b; it != e; it++) *it *= 3;
    long s = 0;
#pragma omp parallel for reduction(+:s)
    for (auto it = m.rbegin(); it < m.rend(); ++it) s += *it * ((it - m.rbegin()) % 3);
    std::printf("s=%ld\n", s);
    return 0;
}
