// The headers compiled with -fno-exceptions (a user's flag: the library's handlers become dead
// branches; before session 72 every C++ OpenMP file that hbc++ built this way failed at
// task_group.hpp's `catch (...)`). Not a GoogleTest binary: gtest is built with exceptions.
// Exits non-zero when a result is wrong; ctest runs it normally and with forced promotion.
#include <heartbeat/heartbeat.hpp>
#include <heartbeat/task_group.hpp>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <vector>

static long fib(int n) {
    if (n < 2) return n;
    auto [a, b] = hb::fork2([&] { return fib(n - 1); }, [&] { return fib(n - 2); });
    return a + b;
}

int main() {
    int failures = 0;
    auto check = [&](const char *what, long got, long want) {
        if (got != want) {
            std::fprintf(stderr, "%s: got %ld, want %ld\n", what, got, want);
            ++failures;
        }
    };
    const int64_t n = 2000000;
    check("parallel_reduce", hb::parallel_reduce(int64_t{0}, n, 0L, std::plus<>{}, [](int64_t i) { return long(i % 7); }),
          [&] { long s = 0; for (int64_t i = 0; i < n; ++i) s += i % 7; return s; }());
    std::vector<long> v(n);
    hb::parallel_for(int64_t{0}, n, [&](int64_t i) { v[i] = 3 * i; });
    long bad = 0;
    for (int64_t i = 0; i < n; ++i) bad += v[i] != 3 * i;
    check("parallel_for", bad, 0);
    check("fork2", fib(27), 196418);
    hb::task_group g;
    long parts[16] = {};
    for (int t = 0; t < 16; ++t) g.run([&parts, t] { parts[t] = fib(18 + t % 3); });
    g.wait();
    long sum = 0;
    for (long p : parts) sum += p;
    check("task_group", sum, 6 * 2584 + 5 * 4181 + 5 * 6765);
    std::printf("%s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
