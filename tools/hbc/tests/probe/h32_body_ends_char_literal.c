/* Build failure: an unbraced loop body whose last token before ';' is a character or
   string literal. hbc drops the ';' (the translation reads "buf[i] = 'z'\n  }") and gcc
   stops with "expected ';' before '}' token". Same in C++ (hbc++), for `s += "z";` and
   for range-based loops. A numeric literal or ']' at the end is fine.
   expected (gcc -fopenmp, 1/2/4 threads): 12200
   actual: hbc -O2 -fopenmp: h32_body_ends_char_literal.c:12: error: expected ';' before '}' token */
#include <stdio.h>
int main(void)
{
    char buf[100];
#pragma omp parallel for
    for (int i = 0; i < 100; ++i) buf[i] = 'z';
    int n = 0;
    for (int i = 0; i < 100; ++i) n += buf[i];
    printf("%d\n", n);
    return 0;
}
