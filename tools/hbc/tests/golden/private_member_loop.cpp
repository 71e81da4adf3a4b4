// A data member in a loop's private list (OpenMP 4.5): the copy is a local of the member's
// name, so the body's unqualified uses name it; the member itself is left untouched.
// EXPECT-TRANSLATION: typename std::remove_reference<decltype(t_)>::type t_;
// EXPECT-OUTPUT: 9900.0 -1.0
#include <cstdio>
struct Acc {
    double t_ = -1, sum_ = 0, v[100];
    void run() {
#pragma omp parallel for private(t_) reduction(+:sum_)
        for (int i = 0; i < 100; i++) {
            t_ = v[i] * 2;
            sum_ += t_;
        }
    }
};
int main() {
    Acc a;
    for (int i = 0; i < 100; i++) a.v[i] = i;
    a.run();
    std::printf("%.1f %.1f\n", a.sum_, a.t_);
    return 0;
}
