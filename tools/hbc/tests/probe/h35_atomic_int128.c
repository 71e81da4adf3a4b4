/* atomic update and capture on __int128 and unsigned __int128 shared variables (16-byte
   atomics), plus a 16-byte struct-free double-word counter read with atomic read. */
#include <stdio.h>

int main(void)
{
    int n = 3000;
    __int128 s = (__int128)1 << 90;
    unsigned __int128 m = 0;
    long caps = 0;
#pragma omp parallel for reduction(+:caps)
    for (int i = 0; i < n; i++) {
#pragma omp atomic
        s += (__int128)(i % 7) << 64;
        unsigned __int128 old;
#pragma omp atomic capture
        { old = m; m += 3; }
        caps += (long)(old % 3 == 0);
    }
    __int128 r;
#pragma omp atomic read
    r = s;
    printf("hi=%llx lo=%llx m=%llu caps=%ld\n", (unsigned long long)((unsigned __int128)r >> 64),
           (unsigned long long)r, (unsigned long long)m, caps);
    return 0;
}
