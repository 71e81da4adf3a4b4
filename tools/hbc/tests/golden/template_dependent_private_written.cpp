// The other side of template_dependent_private_read_only.cpp: a template's firstprivate
// changed through a call the pattern cannot resolve (`bump(n)`, n of a dependent type), and
// its instantiation binds to `U &`. OpenMP's thread keeps one copy across its static block,
// so the value an iteration reads depends on the thread's earlier iterations: team mode.
// EXPECT-TRANSLATION: hb_team_loop_begin
// EXPECT-OUTPUT: first=7 second=8
#include <cstdio>
#include <vector>

template <typename T>
struct Input {
    int n() const { return 7; }
    int m() const { return 1000; }
};

template <class U>
void bump(U &u) { u += 1; }

template <typename T>
static std::vector<T> run(const Input<T> &input) {
    auto n = input.n();
    std::vector<T> out(input.m());
    T *o = out.data();
    auto ip = &input;
#pragma omp parallel for schedule(static) firstprivate(n, o, ip)
    for (auto i = 0; i < ip->m(); ++i) {
        o[i] = n;
        bump(n);
    }
    return out;
}

int main() {
    Input<double> in;
    std::vector<double> out = run<double>(in);
    std::printf("first=%.0f second=%.0f\n", out[0], out[1]);
    return 0;
}
