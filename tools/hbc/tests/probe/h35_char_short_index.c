/* Loops whose variables are char, signed char, unsigned char, short and unsigned short,
   including negative ranges and a step of 7; ranges span less than half of the type, since
   gcc 12 computes the trip count in the variable's type (see h35_char_index_fullrange.c).
   A loop variable declared outside the loop gets its final value through lastprivate. */
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int off = argc - 1;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
    signed char c;
#pragma omp parallel for reduction(+:s1) lastprivate(c)
    for (c = -60 + off; c < 60; c++)
        s1 += c * 3;
#pragma omp parallel for reduction(+:s2)
    for (unsigned char u = 0; u < 250; u += 2)
        s2 += u;
#pragma omp parallel for reduction(+:s3)
    for (short s = -15000; s <= 15000; s += 7)
        s3 += s % 101;
#pragma omp parallel for reduction(+:s4)
    for (unsigned short t = 30000; t > 100; t -= 9)
        s4 += t & 0xff;
#pragma omp parallel for reduction(+:s5) collapse(2)
    for (char x = 'a'; x <= 'z'; x++)
        for (short y = -3; y < 4; y++)
            s5 += x * y + x;
    printf("s1=%ld c=%d s2=%ld s3=%ld s4=%ld s5=%ld\n", s1, c, s2, s3, s4, s5);
    return 0;
}
