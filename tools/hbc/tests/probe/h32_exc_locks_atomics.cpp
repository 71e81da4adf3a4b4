// Exceptions thrown and caught inside one iteration (std::stoi on bad input, a custom
// exception from a helper), an RAII guard over omp_lock_t, std::atomic counters and a
// compare-exchange max, std::mutex-free critical on a std::map.
#include <atomic>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
typedef int omp_lock_t;
static void omp_init_lock(omp_lock_t *) {}
static void omp_destroy_lock(omp_lock_t *) {}
static void omp_set_lock(omp_lock_t *) {}
static void omp_unset_lock(omp_lock_t *) {}
#endif

struct LockGuard {
    omp_lock_t &l;
    explicit LockGuard(omp_lock_t &l_) : l(l_) { omp_set_lock(&l); }
    ~LockGuard() { omp_unset_lock(&l); }
    LockGuard(const LockGuard &) = delete;
};

struct BadValue : std::runtime_error {
    int v;
    explicit BadValue(int x) : std::runtime_error("bad"), v(x) {}
};
static int check(int x)
{
    if (x % 97 == 0) throw BadValue(x);
    return x % 10;
}

int main()
{
    const int N = 20000;
    std::vector<std::string> in(N);
    for (int i = 0; i < N; ++i) in[i] = (i % 13 == 0) ? std::string("x") + std::to_string(i) : std::to_string(i);
    long good = 0, bad = 0, badsum = 0;
#pragma omp parallel for reduction(+ : good, bad, badsum)
    for (int i = 0; i < N; ++i) {
        try {
            int v = std::stoi(in[i]);
            good += check(v);
        } catch (const BadValue &e) {
            bad++;
            badsum += e.v;
        } catch (const std::invalid_argument &) {
            bad += 1000;
        }
    }

    omp_lock_t lk;
    omp_init_lock(&lk);
    std::map<int, int> counts;
    std::vector<long> log;
#pragma omp parallel for
    for (int i = 0; i < N; ++i) {
        if (i % 7 != 0) continue;
        LockGuard g(lk);
        counts[i % 11]++;
        log.push_back(i);
    }
    omp_destroy_lock(&lk);
    long lsum = 0;
    for (long x : log) lsum += x;

    std::atomic<long> hits{0};
    std::atomic<int> mx{-1};
#pragma omp parallel for
    for (int i = 0; i < N; ++i) {
        int v = (i * 7919) % 10007;
        if (v % 3 == 0) hits.fetch_add(1, std::memory_order_relaxed);
        int cur = mx.load();
        while (v > cur && !mx.compare_exchange_weak(cur, v)) {
        }
    }

    std::map<std::string, int> words;
#pragma omp parallel for
    for (int i = 0; i < 3000; ++i) {
        std::string w = "w" + std::to_string(i % 17);
#pragma omp critical(words)
        words[w] += 1;
    }

    std::printf("good=%ld bad=%ld badsum=%ld c3=%d logn=%zu lsum=%ld hits=%ld mx=%d words=%zu w5=%d\n", good, bad,
                badsum, counts[3], log.size(), lsum, hits.load(), mx.load(), words.size(), words["w5"]);
    return 0;
}
