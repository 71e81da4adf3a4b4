// OpenMP 5.1's attribute form of directives in C++, which clang 14 parses: a combined loop
// with its statement on the same line, a region holding a worksharing loop and a single,
// and a task; each behaves as its #pragma form.
#include <cstdio>
int main() {
    long s = 0, t = 0, u = 0;
    [[omp::directive(parallel for reduction(+ : s))]] for (int i = 0; i < 1000; i++) s += i;
    [[omp::directive(parallel)]]
    {
        [[omp::directive(for reduction(+ : t))]]
        for (int i = 0; i < 100; i++) t += 2 * i;
        [[omp::directive(single)]]
        {
            [[ omp :: directive( task shared(u) ) ]]
            u = 7;
        }
    }
    std::printf("s=%ld t=%ld u=%ld\n", s, t, u);
    return 0;
}
