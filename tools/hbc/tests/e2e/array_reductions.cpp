// Array reductions in C++ against the sequential build: a whole array (the private copy keeps
// its array type: range-for and sizeof work on it), a 2-D array, a section of a
// std::vector's storage with a run-time length, a template's array, and a parallel region's
// section reduced by its worksharing loop.
// E2E-WORKERS: 1 2 3
#include <cstdint>
#include <cstdio>
#include <vector>

static unsigned mix(unsigned i) { return i * 2654435761u ^ (i >> 7); }

template <class T, int B>
void histogram(const std::vector<unsigned> &in, T (&h)[B]) {
#pragma omp parallel for reduction(+:h)
    for (std::size_t i = 0; i < in.size(); i++) h[in[i] % B] += T(1);
}

int main(int argc, char **) {
    const int n = 20 + argc;  // 21
    std::vector<unsigned> in(200000);
    for (unsigned i = 0; i < in.size(); i++) in[i] = mix(i);
    long h64[64];
    for (long &x : h64) x = 5;
    histogram(in, h64);
    std::uint64_t cube[4][4][4] = {};
    std::vector<int> top(n + 3, -1);
    int *t = top.data();
    unsigned bits[8];
    for (unsigned &b : bits) b = 0;
#pragma omp parallel for reduction(+:cube) reduction(max:t[1:n]) reduction(|:bits)
    for (int i = 0; i < (int)in.size(); i++) {
        unsigned h = in[i];
        cube[h % 4][(h >> 2) % 4][(h >> 4) % 4] += 1 + (sizeof cube == 512 ? 0 : 100);
        if ((int)(h % 1000) > t[1 + i % n]) t[1 + i % n] = (int)(h % 1000);
        for (unsigned &b : bits) b |= (h >> 3) & 0x01010101u;
    }
    long region[10];
    for (long &x : region) x = 1;
#pragma omp parallel reduction(-:region[2:6])
    {
#pragma omp for
        for (int i = 0; i < 100000; i++) region[2 + i % 6] -= i % 4;
    }
    unsigned long c = 0;
    for (long x : h64) c = c * 31 + x;
    std::printf("template %lu\n", c);
    std::uint64_t u = 0;
    for (auto &a : cube)
        for (auto &b : a)
            for (auto x : b) u = u * 31 + x;
    std::printf("3-d %llu\n", (unsigned long long)u);
    c = 0;
    for (int x : top) c = c * 31 + x;
    std::printf("section %lu bits %x %x\n", c, bits[0], bits[7]);
    c = 0;
    for (long x : region) c = c * 31 + x;
    std::printf("region %lu\n", c);
    return 0;
}
