/* Canonical loops near the edge of their type (every intermediate of the trip count still
   fits, as OpenMP 5.1 requires): an int loop from -1e9 to 1e9 by 1e8 (b - lb + st - 1 is
   2.1e9), an unsigned loop counting down from 4e9 by 7e8 (above INT_MAX), an unsigned char
   loop stepping down by 50, a size_t
   loop down by 3 with `>`, and a pointer loop going down by 2; in a plain `parallel for`
   and in a region that uses omp_get_thread_num() (team mode). */
#include <stdio.h>
#include <stddef.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int arr[101];

static void run(const char *tag, int team)
{
    long long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
    long long c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0;
    int tids = 0;
    if (!team) {
#pragma omp parallel for reduction(+ : s1, c1)
        for (int i = -1000000000; i < 1000000000; i += 100000000) { s1 += i / 1000; c1++; }
#pragma omp parallel for reduction(+ : s2, c2)
        for (unsigned u = 4000000000u; u > 1000000000u; u -= 700000000u) { s2 += u / 1000; c2++; }
#pragma omp parallel for reduction(+ : s3, c3)
        for (unsigned char c = 200; c > 5; c -= 50) { s3 += c; c3++; }
#pragma omp parallel for reduction(+ : s4, c4)
        for (size_t z = 1000; z > 1; z -= 3) { s4 += z; c4++; }
#pragma omp parallel for reduction(+ : s5, c5)
        for (int *p = arr + 100; p > arr; p -= 2) { s5 += *p; c5++; }
    } else {
#pragma omp parallel reduction(+ : tids)
        {
            tids += omp_get_thread_num() >= 0;
#pragma omp for reduction(+ : s1, c1)
            for (int i = -1000000000; i < 1000000000; i += 100000000) { s1 += i / 1000; c1++; }
#pragma omp for reduction(+ : s2, c2)
            for (unsigned u = 4000000000u; u > 1000000000u; u -= 700000000u) { s2 += u / 1000; c2++; }
#pragma omp for reduction(+ : s3, c3)
            for (unsigned char c = 200; c > 5; c -= 50) { s3 += c; c3++; }
#pragma omp for reduction(+ : s4, c4)
            for (size_t z = 1000; z > 1; z -= 3) { s4 += z; c4++; }
#pragma omp for reduction(+ : s5, c5)
            for (int *p = arr + 100; p > arr; p -= 2) { s5 += *p; c5++; }
        }
    }
    printf("%s int=%lld/%lld uns=%lld/%lld uchar=%lld/%lld size=%lld/%lld ptr=%lld/%lld team=%d\n", tag, s1,
           c1, s2, c2, s3, c3, s4, c4, s5, c5, tids > 0);
}

int main(void)
{
    for (int i = 0; i < 101; i++) arr[i] = i * i;
    run("pfor", 0);
    run("team", 1);
    return 0;
}
