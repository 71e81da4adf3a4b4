// firstprivate of a move-only std::unique_ptr: OpenMP requires a copy constructor, so the
// program is ill-formed; hbc refuses it cleanly at file:line through clang's own error (call to
// deleted constructor), as gcc -fopenmp does (use of deleted function).
// PROBE-ACCEPT: build-failed
#include <cstdio>
#include <memory>

int main()
{
    auto p = std::make_unique<int>(5);
    long s = 0;
#pragma omp parallel for firstprivate(p) reduction(+ : s)
    for (int i = 0; i < 100; ++i) s += *p + i;
    std::printf("%ld\n", s);
    return 0;
}
