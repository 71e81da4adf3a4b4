// A C++ RAII wrapper around omp_lock_t (the "scoped lock" helper many course codes write),
// used to protect a std::vector push_back and a std::map update inside a `parallel for
// schedule(dynamic, 7)`; results are sorted before printing. Also an omp_nest_lock_t taken
// recursively by a member function.
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#endif

class Mutex {
public:
    Mutex()
    {
#ifdef _OPENMP
        omp_init_lock(&l_);
#endif
    }
    ~Mutex()
    {
#ifdef _OPENMP
        omp_destroy_lock(&l_);
#endif
    }
    void lock()
    {
#ifdef _OPENMP
        omp_set_lock(&l_);
#endif
    }
    void unlock()
    {
#ifdef _OPENMP
        omp_unset_lock(&l_);
#endif
    }

private:
#ifdef _OPENMP
    omp_lock_t l_;
#endif
};

class ScopedLock {
public:
    explicit ScopedLock(Mutex &m) : m_(m) { m_.lock(); }
    ~ScopedLock() { m_.unlock(); }

private:
    Mutex &m_;
};

class Tree {
public:
    Tree()
    {
#ifdef _OPENMP
        omp_init_nest_lock(&nl_);
#endif
    }
    ~Tree()
    {
#ifdef _OPENMP
        omp_destroy_nest_lock(&nl_);
#endif
    }
    void add(int depth, long v)
    {
#ifdef _OPENMP
        omp_set_nest_lock(&nl_);
#endif
        total_ += v;
        if (depth > 0) add(depth - 1, v / 2);
#ifdef _OPENMP
        omp_unset_nest_lock(&nl_);
#endif
    }
    long total() const { return total_; }

private:
    long total_ = 0;
#ifdef _OPENMP
    omp_nest_lock_t nl_;
#endif
};

static bool is_collatz_long(int n)
{
    long x = n;
    int steps = 0;
    while (x != 1) {
        x = (x % 2) ? 3 * x + 1 : x / 2;
        ++steps;
    }
    return steps > 100;
}

int main()
{
    Mutex m;
    std::vector<int> found;
    std::map<int, int> by_digit;
    Tree t;
#pragma omp parallel for schedule(dynamic, 7)
    for (int n = 1; n < 20000; ++n) {
        if (is_collatz_long(n)) {
            ScopedLock g(m);
            found.push_back(n);
            ++by_digit[n % 10];
        }
        if (n % 1000 == 0) t.add(3, n);
    }
    std::sort(found.begin(), found.end());
    long s = 0;
    for (int v : found) s += v;
    std::printf("found=%zu first=%d last=%d sum=%ld\n", found.size(), found.front(), found.back(), s);
    for (auto &kv : by_digit) std::printf("%d:%d ", kv.first, kv.second);
    std::printf("\ntree=%ld\n", t.total());
    return 0;
}
