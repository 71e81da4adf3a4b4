// Minimal: a range-based parallel for over a class from a namespace that also defines
// generic begin(C&)/end(C&) templates (as range libraries do). A range-for uses the member
// begin()/end(); g++ -fopenmp prints 3000. hbc's translation calls `begin(__hb_rng_1)`
// after `using std::begin;`, where lib::begin (found by ADL) and std::begin are equally
// good: "call of overloaded 'begin(lib::Bag&)' is ambiguous", build failure.
#include <cstdio>
#include <vector>

namespace lib {
template <typename C>
auto begin(C &c) -> decltype(c.begin()) { return c.begin(); }
template <typename C>
auto end(C &c) -> decltype(c.end()) { return c.end(); }
struct Bag {
    std::vector<int> v;
    std::vector<int>::iterator begin() { return v.begin(); }
    std::vector<int>::iterator end() { return v.end(); }
};
}  // namespace lib

int main()
{
    lib::Bag b{std::vector<int>(1000, 3)};
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int x : b) s += x;
    std::printf("%ld\n", s);
    return 0;
}
