/* __int128 and unsigned __int128 reductions (+, max, ^, *) and a firstprivate __int128;
   printed as two 64-bit halves. */
#include <stdio.h>

static void pr(const char *name, unsigned __int128 v)
{
    printf("%s=%016llx%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(int argc, char **argv)
{
    (void)argv;
    int n = 30000 + argc - 1;
    __int128 sum = (__int128)1 << 100;
    __int128 mx = -((__int128)1 << 120);
    unsigned __int128 x = 0;
    unsigned __int128 prod = 1;
    __int128 base = (__int128)0x123456789abcdefLL << 40;
#pragma omp parallel for reduction(+:sum) reduction(max:mx) reduction(^:x) reduction(*:prod) firstprivate(base)
    for (int i = 0; i < n; i++) {
        __int128 v = base * (i % 17) - ((__int128)i << 70);
        sum += v;
        if (v > mx) mx = v;
        x ^= (unsigned __int128)v * 0x9e3779b97f4a7c15ULL;
        prod *= (unsigned __int128)(2 * (i % 13) + 1);
    }
    pr("sum", (unsigned __int128)sum);
    pr("mx", (unsigned __int128)mx);
    pr("x", x);
    pr("prod", prod);
    return 0;
}
