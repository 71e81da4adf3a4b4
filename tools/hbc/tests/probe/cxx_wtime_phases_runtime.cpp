// A C++ driver that times its phases as applications do: a Timer class over
// omp_get_wtime() stored in a std::map<std::string, double> (times never printed, only
// that they are non-negative), omp_set_schedule() then `schedule(runtime)` loops in a
// member function, a `parallel` region whose `master` reads omp_get_wtime() while the team
// runs an `omp for`, and omp_get_wtick() compared with the elapsed time. The kernels are a
// histogram with `reduction(+:h[:8])` and a polynomial evaluation.
#include <omp.h>
#include <cstdio>
#include <map>
#include <string>
#include <vector>
// PROBE-OUTPUT: sched dynamic=1 chunk=16
// PROBE-OUTPUT: poly sum=58333.33312 h=1250 1250 1250 1250 1250 1250 1250 1250
// PROBE-OUTPUT: sched guided=1 chunk=5
// PROBE-OUTPUT: poly sum=58333.33313 h=1250 1250 1250 1250 1250 1250 1250 1250
// PROBE-OUTPUT: region norm=5773.50268
// PROBE-OUTPUT: timers=3 all_nonneg=1 tick_ok=1

class Timer {
public:
    void start(const std::string &k) { t0_[k] = omp_get_wtime(); }
    void stop(const std::string &k) { acc_[k] += omp_get_wtime() - t0_[k]; }
    bool all_nonneg() const
    {
        for (const auto &kv : acc_)
            if (kv.second < 0) return false;
        return true;
    }
    size_t size() const { return acc_.size(); }

private:
    std::map<std::string, double> t0_, acc_;
};

struct Kernels {
    std::vector<double> x;
    explicit Kernels(int n) : x(n)
    {
        for (int i = 0; i < n; i++) x[i] = (i + 0.5) / n;
    }
    double poly(long h[8]) const
    {
        double s = 0;
        const int n = (int)x.size();
#pragma omp parallel for schedule(runtime) reduction(+ : s) reduction(+ : h[:8])
        for (int i = 0; i < n; i++) {
            double v = x[i];
            s += ((3.0 * v - 2.0) * v + 1.0) * v * 10.0;
            h[(int)(v * 8)]++;
        }
        return s;
    }
};

int main()
{
    Timer timer;
    Kernels k(10000);
    const omp_sched_t kinds[2] = {omp_sched_dynamic, omp_sched_guided};
    const int chunks[2] = {16, 5};
    for (int r = 0; r < 2; r++) {
        omp_set_schedule(kinds[r], chunks[r]);
        omp_sched_t got;
        int c;
        omp_get_schedule(&got, &c);
        std::printf("sched %s=%d chunk=%d\n", r ? "guided" : "dynamic", got == kinds[r], c);
        long h[8] = {0};
        timer.start("poly");
        double s = k.poly(h);
        timer.stop("poly");
        std::printf("poly sum=%.5f h=", s);
        for (int b = 0; b < 8; b++) std::printf("%ld%s", h[b], b < 7 ? " " : "\n");
    }
    double norm = 0, tstart = 0, tend = 0;
    timer.start("region");
#pragma omp parallel
    {
#pragma omp master
        tstart = omp_get_wtime();
#pragma omp for reduction(+ : norm)
        for (int i = 0; i < 10000; i++) norm += k.x[i] * k.x[i] * 10000.0;
#pragma omp master
        tend = omp_get_wtime();
    }
    timer.stop("region");
    timer.start("sqrt");
    double r = 0;
    for (int it = 0; it < 20; it++) r = (r + norm / (r > 0 ? r : 1)) / 2;
    timer.stop("sqrt");
    std::printf("region norm=%.5f\n", r);
    std::printf("timers=%zu all_nonneg=%d tick_ok=%d\n", timer.size(), timer.all_nonneg() && tend >= tstart,
                omp_get_wtick() > 0 && omp_get_wtick() < 0.01);
    return 0;
}
