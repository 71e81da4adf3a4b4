// Directives in lambdas that no function body holds: a default argument's lambda with an
// atomic, and a namespace-scope lambda with a critical, both called from heartbeat loops.
// (hbc once left directives outside functions to the real compiler, which dropped them.)
#include <cstdio>
#include <functional>
static long tot = 0, crit = 0;
static auto bump = [](long v) {
#pragma omp critical
    crit += v;
};
void run(int n, std::function<void(int)> f = [](int i) {
#pragma omp atomic
    tot += i;
})
{
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
        f(i);
        bump(1);
    }
}
int main()
{
    run(200000);
    std::printf("tot=%ld crit=%ld\n", tot, crit);
    return 0;
}
