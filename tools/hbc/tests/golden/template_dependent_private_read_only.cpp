// A template's private that the loop only reads, through uses whose meaning waits for the
// template arguments (`l < n` with `auto n` from a dependent call, `std::vector<T> v(n)`):
// the pattern cannot tell a read from a write, its instantiation can. hbc judged the pattern
// alone, took these uses as writes, and warned that the static loop "reads its private
// 'nThermStates' before assigning it" (deeptime 0.5.0's tram.h, helper-101): no warning, and
// a heartbeat loop. template_dependent_private_written.cpp is the write that must still count.
// EXPECT-TRANSLATION: hbc_rt::for_range
// EXPECT-OUTPUT: 24.0
#include <cstdio>
#include <limits>
#include <vector>

template <typename T>
struct Input {
    std::vector<int> cum{0, 3, 6};
    int nThermStates() const { return 4; }
    int nMarkovStates() const { return 2; }
    int nSamples(int) const { return 3; }
    const std::vector<int> &cumNSamples() const { return cum; }
};

template <typename dtype>
static dtype likelihood(const Input<dtype> &input) {
    auto nThermStates = input.nThermStates();
    const auto &cumNSamples = input.cumNSamples();
    std::vector<dtype> weights(6);
    auto inputPtr = &input;
#pragma omp parallel for default(none) firstprivate(nThermStates, inputPtr, cumNSamples) shared(weights)
    for (auto i = 0; i < inputPtr->nMarkovStates(); ++i) {
        std::vector<dtype> scratch(nThermStates);
        for (auto x = 0; x < inputPtr->nSamples(i); ++x) {
            int o = 0;
            for (int l = 0; l < nThermStates; ++l)
                if (l > -std::numeric_limits<dtype>::infinity()) scratch[o++] = l * x;
            weights[cumNSamples[i] + x] = o + scratch[0];
        }
    }
    dtype s = 0;
    for (dtype w : weights) s += w;
    return s;
}

int main() {
    Input<double> in;
    std::printf("%.1f\n", likelihood<double>(in));
    return 0;
}
