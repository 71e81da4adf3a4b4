/* Sums in unsigned char, unsigned short and signed char that wrap: each private copy has
   the item's type, so the copies wrap and so does the combine; modular arithmetic makes the
   result independent of the partition (gcc converts out-of-range signed values modulo 2^8).
   Also * on unsigned char (odd factors only) and - on unsigned short. */
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 100003 + argc - 1;
    unsigned char uc = 250;
    unsigned short us = 65530;
    signed char sc = -120;
    unsigned char up = 3;
    unsigned short um = 7;
#pragma omp parallel for reduction(+:uc, us, sc) reduction(*:up) reduction(-:um)
    for (int i = 0; i < n; i++) {
        uc += (unsigned char)(i * 13);
        us += (unsigned short)(i * 977);
        sc += (signed char)(i % 200 - 100);
        up *= (unsigned char)((i % 5) * 2 + 1);
        um -= (unsigned short)(i % 1000);
    }
    printf("uc=%u us=%u sc=%d up=%u um=%u\n", uc, us, sc, up, um);
    return 0;
}
