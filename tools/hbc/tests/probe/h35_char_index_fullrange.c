/* Loops whose variables are signed char and short and whose ranges span more than half
   of the type (b - lb overflows the type). OpenMP's iteration count is that of the
   sequential loop; gcc 12 -fopenmp gives s1=0 and s3=0 here (trip count computed in the
   narrow type), so the sequential build is the reference. */
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int off = argc - 1;
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
    signed char c;
#pragma omp parallel for reduction(+:s1) lastprivate(c)
    for (c = -128 + off; c < 127; c++)
        s1 += c * 3;
#pragma omp parallel for reduction(+:s2)
    for (unsigned char u = 0; u < 250; u += 2)
        s2 += u;
#pragma omp parallel for reduction(+:s3)
    for (short s = -30000; s <= 30000; s += 7)
        s3 += s % 101;
#pragma omp parallel for reduction(+:s4)
    for (unsigned short t = 65535; t > 100; t -= 9)
        s4 += t & 0xff;
#pragma omp parallel for reduction(+:s5) collapse(2)
    for (char x = 'a'; x <= 'z'; x++)
        for (short y = -3; y < 4; y++)
            s5 += x * y + x;
    printf("s1=%ld c=%d s2=%ld s3=%ld s4=%ld s5=%ld\n", s1, c, s2, s3, s4, s5);
    return 0;
}
