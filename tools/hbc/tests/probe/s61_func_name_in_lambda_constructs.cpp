/* C++: __func__ and __FUNCTION__ written by a macro inside a construct, or directly in a
 * team-mode body, name the function, not the lambda the construct becomes (`operator()`
 * before session 61; the C form is s61_func_name_and_stringified_args.c). __PRETTY_FUNCTION__
 * is not checked: there it still spells the lambda (docs/hbc-internals.md). A user lambda,
 * in a function with no construct, keeps its own name. */
#include <cstdio>
#include <string>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif
#define WHERE() (std::string(__func__) + "|" + __FUNCTION__)
struct Log {
    std::string team, loop;
};
static void sweep(Log &log, int n) {
    long sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (int k = 0; k < n; k++) {
        sum += k;
        if (k == n / 2) log.loop = WHERE();
    }
#pragma omp parallel
    {
        if (omp_get_thread_num() == 0) log.team = std::string(__func__) + "/" + WHERE();
    }
    std::printf("%ld %s %s\n", sum, log.loop.c_str(), log.team.c_str());
}
int main() {
    Log log;
    sweep(log, 100);
    auto own = [] { return WHERE(); };
    std::printf("%s\n", own().c_str());
}
