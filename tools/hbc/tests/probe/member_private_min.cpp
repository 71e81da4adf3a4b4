// Minimal: a non-static data member in a `private` clause of a member function's loop
// (OpenMP 4.5). hbc: "private reference variables are not supported" (clang models the
// member as a captured reference).
#include <cstdio>
struct A {
    double t_ = 0, sum_ = 0, v[100];
    void run() {
#pragma omp parallel for private(t_) reduction(+:sum_)
        for (int i = 0; i < 100; i++) { t_ = v[i] * 2; sum_ += t_; }
    }
};
int main()
{
    A a;
    for (int i = 0; i < 100; i++) a.v[i] = i;
    a.run();
    std::printf("%.1f\n", a.sum_);
    return 0;
}
