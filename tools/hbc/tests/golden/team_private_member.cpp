// A data member in a private list of a worksharing loop inside a team-mode region (the
// region indexes per-thread partials by thread number): the member copy is a local of the
// member's type, not of clang's captured reference.
// EXPECT-OUTPUT: 9900.0 -1.0
#include <cstdio>
#include <omp.h>
struct A {
    double t_ = -1, sum_ = 0, v[100];
    double part_[64] = {0};
    void run() {
#pragma omp parallel
        {
            int id = omp_get_thread_num();
#pragma omp for private(t_)
            for (int i = 0; i < 100; i++) { t_ = v[i] * 2; part_[id] += t_; }
        }
        for (int k = 0; k < 64; k++) sum_ += part_[k];
    }
};
int main()
{
    A a;
    for (int i = 0; i < 100; i++) a.v[i] = i;
    a.run();
    std::printf("%.1f %.1f\n", a.sum_, a.t_);
    return 0;
}
