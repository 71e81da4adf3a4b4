// Loops over std::deque iterators (random access), std::array, a range loop over a
// std::map inside the body, and index loops decreasing over long and size_t.
#include <array>
#include <cstdio>
#include <deque>
#include <map>

int main()
{
    std::deque<int> dq;
    for (int i = 0; i < 3000; i++) dq.push_back(i % 37);
    std::map<int, int> weights = { { 1, 2 }, { 5, 3 }, { 9, 7 } };
    long s = 0;
#pragma omp parallel for reduction(+:s)
    for (std::deque<int>::iterator it = dq.begin(); it != dq.end(); ++it) {
        long w = 0;
        for (const auto &kv : weights) if (*it % kv.first == 0) w += kv.second;
        s += w * *it;
    }
    std::array<double, 512> arr{};
#pragma omp parallel for
    for (long i = (long)arr.size() - 1; i >= 0; i--) arr[i] = i * 0.5;
    double t = 0;
#pragma omp parallel for reduction(+:t)
    for (size_t i = arr.size(); i > 0; i--) t += arr[i - 1];
    std::printf("s=%ld t=%.1f\n", s, t);
    return 0;
}
