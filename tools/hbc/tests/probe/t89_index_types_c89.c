/* Loop indices of unusual types declared at the top of a C89 function, on combined
   `parallel for schedule(static)` loops whose bodies ask their thread number (team mode):
   unsigned char, short, long long, size_t, unsigned counting down, and a pointer; each with
   lastprivate of the index where the type allows, and a step held in a variable. */
#include <stdio.h>
#include <stddef.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static long hits[6];
static double arr[300];

int main(void)
{
    unsigned char uc;
    short sh;
    long long ll;
    size_t z;
    unsigned u;
    double *p;
    int step, lo, hi;
    step = 3;
    lo = -40;
    hi = 41;
    for (z = 0; z < 300; z++) arr[z] = (double)(z % 7);
#pragma omp parallel for schedule(static) lastprivate(uc) reduction(+ : hits[0:1])
    for (uc = 0; uc < 250; uc++) hits[0] += uc + omp_get_thread_num() * 0;
#pragma omp parallel for schedule(static, 2) lastprivate(sh) reduction(+ : hits[1:1])
    for (sh = lo; sh <= hi; sh += step) hits[1] += sh * (omp_get_thread_num() >= 0);
#pragma omp parallel for schedule(static) lastprivate(ll) reduction(+ : hits[2:1])
    for (ll = 10000000000LL; ll > 9999999000LL; ll -= 7) hits[2] += (long)(ll % 1000) + omp_get_thread_num() * 0;
#pragma omp parallel for schedule(static, 16) lastprivate(z) reduction(+ : hits[3:1])
    for (z = 0; z < 300; z += (size_t)step) hits[3] += (long)z * (omp_get_thread_num() >= 0);
#pragma omp parallel for schedule(static) lastprivate(u) reduction(+ : hits[4:1])
    for (u = 200; u > 0; u--) hits[4] += u + omp_get_thread_num() * 0;
#pragma omp parallel for schedule(static) reduction(+ : hits[5:1])
    for (p = arr; p < arr + 300; p += 2) hits[5] += (long)(*p * 10) + omp_get_thread_num() * 0;
    printf("uc=%d sh=%d ll=%lld z=%lu u=%u\n", uc, sh, ll, (unsigned long)z, u);
    printf("%ld %ld %ld %ld %ld %ld\n", hits[0], hits[1], hits[2], hits[3], hits[4], hits[5]);
    return 0;
}
