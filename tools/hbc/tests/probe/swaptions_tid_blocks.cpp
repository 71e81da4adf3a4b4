// PARSEC swaptions-style pricing in C++: an array of Swaption records priced by HJM-like
// Monte Carlo paths; the OpenMP version divides the swaptions among threads by thread id
// (chunk = nSwaptions / nThreads, the last thread takes the rest) inside a `parallel`
// region, each swaption seeding its own RNG from its index so prices do not depend on the
// split; per-swaption scratch in std::vector; a template for the path generator over the
// float type; a second pass re-prices with a `parallel for schedule(dynamic, 1)` and
// compares; lambdas for payoff; totals by reduction.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cstdint>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
static double omp_get_wtime() { return 0.0; }
#endif

struct Swaption {
    double strike, maturity, tenor;
    double price, stderr_;
};

static const int NSWAPTIONS = 37;
static const int NTRIALS = 300;
static const int NSTEPS = 16;

struct Rng {
    uint64_t s;
    explicit Rng(uint64_t seed) : s(seed * 6364136223846793005ULL + 1442695040888963407ULL) {}
    double uniform()
    {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return ((s >> 11) + 0.5) * (1.0 / 9007199254740992.0);
    }
    double normal()
    {
        double u1 = uniform(), u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    }
};

template <typename Real>
static void hjm_path(std::vector<Real> &fwd, Rng &rng, Real vol, Real dt)
{
    for (int t = 1; t < NSTEPS; t++) {
        Real shock = Real(rng.normal());
        for (int k = 0; k < NSTEPS - t; k++) {
            Real drift = vol * vol * dt * Real(k + 1);
            fwd[t * NSTEPS + k] = fwd[(t - 1) * NSTEPS + k + 1] + drift * dt + vol * shock * std::sqrt(dt);
        }
    }
}

static void price_one(Swaption &sw, int index)
{
    Rng rng(1000 + index);
    std::vector<double> fwd(NSTEPS * NSTEPS, 0.0);
    auto payoff = [&](const std::vector<double> &f) {
        double disc = 0.0, annuity = 0.0;
        int m = (int)(sw.maturity * 2), n = (int)(sw.tenor * 2);
        for (int k = 0; k < n && m + k < NSTEPS; k++) {
            disc += f[m * NSTEPS + k];
            annuity += std::exp(-disc * 0.5) * 0.5;
        }
        double swaprate = (1.0 - std::exp(-disc * 0.5)) / (annuity > 0 ? annuity : 1.0);
        return std::max(swaprate - sw.strike, 0.0) * annuity;
    };
    double sum = 0.0, sum2 = 0.0;
    for (int trial = 0; trial < NTRIALS; trial++) {
        for (int k = 0; k < NSTEPS; k++) fwd[k] = 0.04 + 0.002 * k;
        hjm_path<double>(fwd, rng, 0.01, 0.5);
        double p = payoff(fwd);
        sum += p;
        sum2 += p * p;
    }
    sw.price = sum / NTRIALS;
    sw.stderr_ = std::sqrt((sum2 - sum * sum / NTRIALS) / (NTRIALS - 1.0)) / std::sqrt((double)NTRIALS);
}

static void init_swaptions(std::vector<Swaption> &s)
{
#pragma omp parallel for
    for (int i = 0; i < (int)s.size(); i++) {
        s[i].strike = 0.03 + 0.002 * (i % 11);
        s[i].maturity = 1.0 + (i % 5);
        s[i].tenor = 1.0 + (i % 3);
        s[i].price = s[i].stderr_ = 0.0;
    }
}

int main()
{
    double t0 = omp_get_wtime();
    std::vector<Swaption> sw(NSWAPTIONS);
    init_swaptions(sw);
    int used_threads = 0;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int nthreads = omp_get_num_threads();
        int chunk = NSWAPTIONS / nthreads;
        int beg = tid * chunk;
        int end = tid == nthreads - 1 ? NSWAPTIONS : beg + chunk;
        for (int i = beg; i < end; i++) price_one(sw[i], i);
#pragma omp atomic
        used_threads++;
    }
    std::vector<Swaption> again(sw);
#pragma omp parallel for schedule(dynamic, 1)
    for (int i = 0; i < NSWAPTIONS; i++) price_one(again[i], i);
    double total = 0.0, maxerr = 0.0;
    int same = 0;
#pragma omp parallel for reduction(+ : total, same) reduction(max : maxerr)
    for (int i = 0; i < NSWAPTIONS; i++) {
        total += sw[i].price;
        same += sw[i].price == again[i].price;
        maxerr = std::max(maxerr, sw[i].stderr_);
    }
    std::printf("total %.6e same %d/%d maxerr %.6e first %.6e last %.6e threads-ok %d\n", total, same, NSWAPTIONS,
                maxerr, sw[0].price, sw[NSWAPTIONS - 1].price, used_threads >= 1);
    return omp_get_wtime() - t0 < 0.0;
}
