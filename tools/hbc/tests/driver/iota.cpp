// C++ at a given -std: a parallel loop; prints "499500".
#include <cstdio>
int main() {
    long s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 1000; i++) s += i;
    std::printf("%ld\n", s);
    return 0;
}
