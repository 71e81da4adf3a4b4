/* The C++11 attribute form of a directive (OpenMP 5.1; OpenMP Examples'
   directive_syntax_attribute.1.cpp), which clang 14 parses (with a 5.1-extension
   warning): `[[omp::directive(parallel for reduction(+ : s))]]`. hbc's translation
   rewrote the loop but left the attribute's opening `[[omp::directive(` in front of it,
   so the compile of the translated file failed ("expected ']' before '(' token"). */
#include <cstdio>

int main()
{
    long s = 0;
    [[omp::directive(parallel for reduction(+ : s))]]
    for (int i = 0; i < 1000; i++) s += i;
    std::printf("s=%ld\n", s);
    return 0;
}
