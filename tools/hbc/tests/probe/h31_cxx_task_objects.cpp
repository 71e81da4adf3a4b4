// Tasks capturing C++ objects: std::vector / std::string firstprivate (default rule and
// explicit) that the task modifies (must not reach the parent), a class with a user copy
// constructor, tasks in a member function writing members through this.
#include <cstdio>
#include <string>
#include <vector>
#include <numeric>

struct Tally {
    long hits = 0;
    std::vector<int> data;
    explicit Tally(int n) : data(n) { std::iota(data.begin(), data.end(), 1); }
    void run()
    {
        for (int b = 0; b < 8; b++) {
            std::vector<int> part(data.begin() + b * 100, data.begin() + (b + 1) * 100);
#pragma omp task
            {
                long s = 0;
                for (int &x : part) { x *= 2; s += x; }   // modifies the task's copy
#pragma omp atomic
                hits += s;
            }
            part.clear();   // the parent's copy changes after creation: the task keeps its own
        }
#pragma omp taskwait
    }
};

struct Matrix {
    int n;
    std::vector<double> a;
    Matrix(int n_) : n(n_), a(n_ * n_, 1.0) {}
    Matrix(const Matrix &o) : n(o.n), a(o.a) {}
    Matrix &operator=(const Matrix &o) { n = o.n; a = o.a; return *this; }
    double trace() const { double t = 0; for (int i = 0; i < n; i++) t += a[i * n + i]; return t; }
};

// PROBE-OUTPUT: v0=5 v1=1 label=base trace=10
// PROBE-OUTPUT: 1099 base-0 10
// PROBE-OUTPUT: 1101 base-1 20
// PROBE-OUTPUT: 1103 base-2 30
// PROBE-OUTPUT: 1105 base-3 40
// PROBE-OUTPUT: hits=640800 data=320400
int main()
{
    std::vector<int> v(1000, 1);
    std::string label = "base";
    Matrix m(10);
    double traces[4] = {0, 0, 0, 0};
    std::string labels[4];
    long vsums[4] = {0, 0, 0, 0};
#pragma omp parallel
#pragma omp single
    {
        for (int k = 0; k < 4; k++) {
#pragma omp task firstprivate(v, label, m) shared(traces, labels, vsums)
            {
                v[k] = 100 + k;
                label += "-" + std::to_string(k);
                for (int i = 0; i < m.n; i++) m.a[i * m.n + i] = k + 1;
                vsums[k] = std::accumulate(v.begin(), v.end(), 0L);
                labels[k] = label;
                traces[k] = m.trace();
            }
            v[0] += 1;           // parent changes after creating: later tasks see it
        }
#pragma omp taskwait
    }
    Tally t(800);
#pragma omp parallel
#pragma omp single
    t.run();
    long tot = std::accumulate(t.data.begin(), t.data.end(), 0L);
    std::printf("v0=%d v1=%d label=%s trace=%g\n", v[0], v[1], label.c_str(), m.trace());
    for (int k = 0; k < 4; k++) std::printf("%ld %s %g\n", vsums[k], labels[k].c_str(), traces[k]);
    std::printf("hits=%ld data=%ld\n", t.hits, tot);
    return 0;
}
