// Taskloops in function templates, whose implicit data sharing clang leaves to each
// instantiation (helper-118, session 73: oneDPL's OpenMP backend has these shapes).
// - A local the loop writes is firstprivate in the taskloop: the original keeps its value
//   (hbc wrote the original: 10 where libgomp gives 0).
// - A dependent `auto` local and a by-value iterator parameter that the loop only reads
//   (passed to std::next) were refused as "written".
// - A counter declared before the loop is private, with no clause.
// Without OpenMP the program prints the same "ok" lines.
// E2E-WORKERS: 1 2 3
#include <cstdio>
#include <iterator>
#include <vector>

template <class T>
T written_local(T n) {
    T x = 0;
#pragma omp taskloop
    for (T i = 0; i < n; i++) x++;
    return x;
}

struct Chunks {
    long count, size;
};
template <class It>
Chunks chunks_of(It first, It last) {
    long n = last - first;
    return Chunks{(n + 99) / 100, 100};
}
template <class It>
long chunked_sum(It first, It last) {
    auto policy = chunks_of(first, last);
    long s = 0;
#pragma omp taskloop shared(s)
    for (long c = 0; c < policy.count; ++c) {
        It b = first + c * policy.size, e = b + policy.size;
        long t = 0;
        for (It p = b; p != (e < last ? e : last); ++p) t += *p;
#pragma omp atomic
        s += t;
    }
    return s;
}

template <class It>
long next_sum(It first, It last) {
    using D = typename std::iterator_traits<It>::difference_type;
    D size = std::distance(first, last);
    long s = 0;
#pragma omp taskloop shared(s)
    for (D i = 0; i < size; ++i) {
        auto it = std::next(first, i);
#pragma omp atomic
        s += *it;
    }
    return s;
}

template <class T>
long outside_counter(T n) {
    T i;
    long s = 0;
#pragma omp taskloop shared(s)
    for (i = 0; i < n; i++) {
#pragma omp atomic
        s += i;
    }
    return s;
}

int main() {
    std::vector<long> v(1000);
    for (int i = 0; i < 1000; i++) v[i] = i + 1;
    int x = -1;
    long a = 0, b = 0, c = 0;
#pragma omp parallel
#pragma omp single
    {
        x = written_local(10);
        a = chunked_sum(v.data(), v.data() + 1000);
        b = next_sum(v.begin(), v.end());
        c = outside_counter(100);
    }
#ifdef _OPENMP
    std::printf("%s\n", x == 0 ? "ok" : "WRONG: a taskloop's write reached its firstprivate original");
#else
    std::printf("%s\n", x == 10 ? "ok" : "WRONG");
#endif
    std::printf("%ld %ld %ld\n", a, b, c);
    return 0;
}
