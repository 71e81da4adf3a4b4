// C++ RAII wrappers around omp_lock_t and omp_nest_lock_t, as applications write them:
// a striped std::map (one lock per stripe) filled from a parallel for, and a recursive
// tree insert under a nest lock (insert() re-enters through rebalance()).
#include <omp.h>
#include <cstdio>
#include <map>
#include <vector>
// PROBE-OUTPUT: stripes: keys=5003 weighted=100044266
// PROBE-OUTPUT: tree: keys=97 sum=336657

class Lock {
    omp_lock_t l_;
public:
    Lock() { omp_init_lock_with_hint(&l_, omp_sync_hint_uncontended); }
    ~Lock() { omp_destroy_lock(&l_); }
    Lock(const Lock &) = delete;
    void lock() { omp_set_lock(&l_); }
    void unlock() { omp_unset_lock(&l_); }
};

template <class L> struct Guard {
    L &l;
    explicit Guard(L &x) : l(x) { l.lock(); }
    ~Guard() { l.unlock(); }
};

class NestLock {
    omp_nest_lock_t l_;
public:
    NestLock() { omp_init_nest_lock(&l_); }
    ~NestLock() { omp_destroy_nest_lock(&l_); }
    void lock() { omp_set_nest_lock(&l_); }
    void unlock() { omp_unset_nest_lock(&l_); }
};

struct Tally {
    NestLock nl;
    std::map<int, long> counts;
    long rebalances = 0;
    void insert(int k, int depth)
    {
        Guard<NestLock> g(nl);
        counts[k] += 1;
        if (depth > 0 && k % 4 == 0) rebalance(k, depth - 1);
    }
    void rebalance(int k, int depth)
    {
        Guard<NestLock> g(nl);
        rebalances++;
        insert(k / 2, depth);
    }
};

int main()
{
    const int S = 8, N = 40000;
    std::vector<Lock> locks(S);
    std::vector<std::map<int, int>> stripes(S);
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        int key = (i * 7919) % 5003;
        int s = key % S;
        Guard<Lock> g(locks[s]);
        stripes[s][key] += 1;
    }
    long keys = 0, total = 0;
    for (auto &m : stripes)
        for (auto &kv : m) {
            keys++;
            total += (long)kv.first * kv.second;
        }
    std::printf("stripes: keys=%ld weighted=%ld\n", keys, total);

    Tally t;
#pragma omp parallel for schedule(dynamic)
    for (int i = 0; i < 6000; i++) t.insert(i % 97, 3);
    long sum = 0;
    for (auto &kv : t.counts) sum += (long)kv.first * kv.second;
    std::printf("tree: keys=%zu sum=%ld\n", t.counts.size(), sum);
    return 0;
}
