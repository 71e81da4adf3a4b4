/* Bitwise &, |, ^ reductions on unsigned long long with high bits set, & starting from a
   mask, plus && / || reductions on unsigned long long items (results 0/1). */
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 40000 + argc - 1;
    unsigned long long a = ~0ULL ^ 0x10ULL, o = 1ULL << 63, x = 0xdeadbeefcafef00dULL;
    unsigned long long land = 5, lor = 0;
#pragma omp parallel for reduction(&:a) reduction(|:o) reduction(^:x) reduction(&&:land) reduction(||:lor)
    for (int i = 0; i < n; i++) {
        unsigned long long v = (unsigned long long)i * 0x9e3779b97f4a7c15ULL;
        a &= v | 0xff00000000000001ULL;
        o |= (1ULL << (i % 61));
        x ^= v;
        land = land && (v | 1);
        lor = lor || (v == 0 && i > 0);
    }
    printf("a=%016llx o=%016llx x=%016llx land=%llu lor=%llu\n", a, o, x, land, lor);
    return 0;
}
