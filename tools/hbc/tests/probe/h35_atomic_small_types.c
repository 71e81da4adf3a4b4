/* atomic on long double, _Bool, unsigned char (wrapping), signed short, float and
   unsigned long long: update, capture (old and new value) and write. */
#include <stdio.h>

int main(void)
{
    int n = 6000;
    long double ld = 0.5L;
    unsigned char uc = 0;
    short sh = -1000;
    float f = 0.5f;
    unsigned long long ull = 0;
    _Bool seen = 0;
    long capsum = 0;
#pragma omp parallel for reduction(+:capsum)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
        ld += 2.0L;
#pragma omp atomic
        uc += 7;
        short old;
#pragma omp atomic capture
        old = sh++;
        capsum += (old + 1000) % 3;
#pragma omp atomic update
        f *= 1.0f;
#pragma omp atomic
        ull |= 1ULL << (i % 64);
        if (i == 1234) {
#pragma omp atomic write
            seen = 1;
        }
    }
    printf("ld=%.1Lf uc=%u sh=%d f=%.2f ull=%llx seen=%d capsum=%ld\n",
           ld, uc, sh, f, ull, seen, capsum);
    return 0;
}
