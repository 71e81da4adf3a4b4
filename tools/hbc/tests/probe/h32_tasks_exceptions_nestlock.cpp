// Tasks over a std::vector of jobs in a single, each catching its own exception; a
// recursive RAII guard over omp_nest_lock_t (a member function that re-enters itself
// holding the lock); std::atomic<bool> early-exit flag checked by a parallel for.
#include <atomic>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_nest_lock_t;
static void omp_init_nest_lock(omp_nest_lock_t *) {}
static void omp_destroy_nest_lock(omp_nest_lock_t *) {}
static void omp_set_nest_lock(omp_nest_lock_t *) {}
static void omp_unset_nest_lock(omp_nest_lock_t *) {}
#endif

class NestGuard {
public:
    explicit NestGuard(omp_nest_lock_t *l) : l_(l) { omp_set_nest_lock(l_); }
    ~NestGuard() { omp_unset_nest_lock(l_); }
    NestGuard(const NestGuard &) = delete;
    NestGuard &operator=(const NestGuard &) = delete;

private:
    omp_nest_lock_t *l_;
};

class Registry {
public:
    Registry() { omp_init_nest_lock(&lock_); }
    ~Registry() { omp_destroy_nest_lock(&lock_); }
    void add(int depth, long v)
    {
        NestGuard g(&lock_);
        total_ += v;
        if (depth > 0) add(depth - 1, v + 1);
    }
    long total() const { return total_; }

private:
    omp_nest_lock_t lock_;
    long total_ = 0;
};

static long parse(const std::string &s)
{
    if (s.empty() || s[0] == '#') throw std::runtime_error("comment");
    return std::stol(s);
}

int main()
{
    std::vector<std::string> jobs;
    for (int i = 0; i < 400; ++i) jobs.push_back(i % 10 == 0 ? "#c" : (i % 13 == 0 ? "zz" : std::to_string(i)));
    std::atomic<long> ok{0}, errs{0}, sum{0};
#pragma omp parallel
#pragma omp single
    for (std::size_t j = 0; j < jobs.size(); ++j) {
#pragma omp task firstprivate(j) shared(jobs, ok, errs, sum)
        {
            try {
                sum += parse(jobs[j]);
                ok++;
            } catch (const std::runtime_error &) {
                errs += 1;
            } catch (const std::invalid_argument &) {
                errs += 100;
            }
        }
    }

    Registry reg;
#pragma omp parallel for
    for (int i = 0; i < 2000; ++i) reg.add(i % 4, i);

    std::atomic<bool> found{false};
    std::atomic<int> firstHit{1 << 30};
#pragma omp parallel for
    for (int i = 0; i < 100000; ++i) {
        if (found.load(std::memory_order_relaxed) && i > firstHit.load()) continue;
        if ((i * 7919) % 100003 == 1) {
            found = true;
            int cur = firstHit.load();
            while (i < cur && !firstHit.compare_exchange_weak(cur, i)) {
            }
        }
    }
    std::printf("ok=%ld errs=%ld sum=%ld reg=%ld found=%d hit=%d\n", ok.load(), errs.load(), sum.load(), reg.total(),
                (int)found.load(), firstHit.load());
    return 0;
}
