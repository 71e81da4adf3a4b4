#include <heartbeat/heartbeat.hpp>
#include <cstdio>
#include <functional>
int main() {
    const long s = hb::parallel_reduce(0, 100000, 0L, std::plus<>{}, [](int64_t i) { return static_cast<long>(i); });
    std::printf("consumer_cxx: %ld\n", s);
    return s == 4999950000L ? 0 : 1;
}
