// Index forms library code writes: size_t counting down with != to size_t(-1), unsigned
// with a step variable and `i = i + s` / `i = s + i`, a negative step variable with `>`, an
// int index stepped by an unsigned variable, uint64_t near its top, unsigned char, lastprivate
// of an index declared outside the loop with a variable step, and a collapsed nest of a
// descending size_t loop over an iterator loop. OpenMP counts a `!=` loop stepping by -1 as
// if the test were `>`, so the size_t(-1) loop runs no iteration (g++ -fopenmp at 1, 2, 4
// threads prints s1=0; the sequential build 39993):
// PROBE-OUTPUT: s1=0 s2=4995000 s3=4985355 s4=16671275 s5=9995000 s6=33320 s7=31125 k=12005 s8=10000 s9=5652000 s10=11485
#include <cstdint>
#include <cstdio>
#include <vector>

int main()
{
    const std::size_t n = 5001;
    std::vector<long> a(n);
#pragma omp parallel for
    for (std::size_t i = n - 1; i != std::size_t(-1); --i) a[i] = (long)(i * 3 % 17);
    long s1 = 0;
    for (long x : a) s1 += x;

    unsigned ust = 7;
    unsigned long s2 = 0, s3 = 0;
#pragma omp parallel for reduction(+ : s2)
    for (unsigned i = 3; i < 70000u; i = i + ust) s2 += i % 1000;
#pragma omp parallel for reduction(+ : s3)
    for (unsigned i = 3; i <= 70000u; i = ust + i) s3 += i % 999;

    int neg = -3;
    long s4 = 0;
#pragma omp parallel for reduction(+ : s4)
    for (int i = 10000; i > -50; i += neg) s4 += i;

    unsigned ustep = 4;
    long s5 = 0;
#pragma omp parallel for reduction(+ : s5)
    for (int i = -1000; i < 9000; i += ustep) s5 += i;

    long s6 = 0;
    std::uint64_t top = UINT64_MAX - 20000;
#pragma omp parallel for reduction(+ : s6)
    for (std::uint64_t u = top; u < UINT64_MAX - 5; u += 3) s6 += (long)(u % 11);

    long s7 = 0;
#pragma omp parallel for reduction(+ : s7)
    for (unsigned char c = 0; c < 250; ++c) s7 += c;

    long k;
    long kstep = 6;
    long s8 = 0;
#pragma omp parallel for lastprivate(k) reduction(+ : s8)
    for (k = 5; k < 12000; k += kstep) s8 += k % 10;

    std::vector<std::vector<int>> grid(300, std::vector<int>(40));
    std::vector<int> cols(40);
#pragma omp parallel for collapse(2)
    for (std::size_t r = grid.size(); r > 0; --r)
        for (auto c = cols.begin(); c != cols.end(); ++c) grid[r - 1][c - cols.begin()] = (int)(r * 3 + (c - cols.begin()));
    long s9 = 0;
    for (auto &row : grid)
        for (int x : row) s9 += x;

    long s10 = 0;
    long lo = 100, hi = 20000, st = 13;
#pragma omp parallel for reduction(+ : s10)
    for (long i = hi; i >= lo; i -= st) s10 += i & 15;

    std::printf("s1=%ld s2=%lu s3=%lu s4=%ld s5=%ld s6=%ld s7=%ld k=%ld s8=%ld s9=%ld s10=%ld\n", s1, s2, s3, s4, s5,
                s6, s7, k, s8, s9, s10);
    return 0;
}
