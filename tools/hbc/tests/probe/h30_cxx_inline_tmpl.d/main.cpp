#include <cstdio>
#include "par.hpp"
double a_run(int n);
long b_run(int n);
int main() {
    double a = a_run(30000);
    long b = b_run(30000);
    std::printf("a=%.1f b=%ld hits=%d\n", a, b, par::hits);
}
