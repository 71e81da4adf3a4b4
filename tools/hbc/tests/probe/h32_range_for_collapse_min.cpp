// PROBE-ACCEPT: rejected (collapse over range-based loops is refused: docs/hbc-internals.md, Loops)
// Minimal: collapse(2) over two range-based for loops (OpenMP 5.0 canonical loops; g++
// -fopenmp accepts it and prints 6000 at 1, 2 and 4 threads). hbc refuses it with
// "collapse of a range-based for loop is not supported" (docs/hbc-internals.md).
#include <cstdio>
#include <vector>

int main()
{
    std::vector<int> A(40, 1), B(50, 2);
    long cs = 0;
#pragma omp parallel for collapse(2) reduction(+ : cs)
    for (int a : A)
        for (int b : B) cs += a * b + 1;
    std::printf("cs=%ld\n", cs);
    return 0;
}
