// Parallel loops inside lambdas (a generic lambda instantiated twice, a lambda capturing
// this in a member function), a std::function body, and a mutex in the body.
#include <cstdio>
#include <functional>
#include <mutex>
#include <vector>

struct Solver {
    std::vector<double> x;
    double shift = 0.5;
    double run() {
        auto body = [this](int n) {
            double s = 0;
#pragma omp parallel for reduction(+:s)
            for (int i = 0; i < n; i++) s += x[i] + shift;
            return s;
        };
        return body((int)x.size());
    }
};

int main()
{
    auto fill = [](auto &vec, auto val) {
#pragma omp parallel for
        for (long i = 0; i < (long)vec.size(); i++) vec[i] = val * (i % 10);
    };
    std::vector<int> vi(1000);
    std::vector<double> vd(1000);
    fill(vi, 3);
    fill(vd, 0.25);
    Solver s{std::vector<double>(vd)};
    std::function<double(double)> f = [](double z) { return z * z; };
    std::mutex mu;
    double acc = 0;
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) {
        double t = f(vd[i]) + vi[i];
        std::lock_guard<std::mutex> g(mu);
        acc += t;
    }
    std::printf("run=%.3f acc=%.3f\n", s.run(), acc);
    return 0;
}
