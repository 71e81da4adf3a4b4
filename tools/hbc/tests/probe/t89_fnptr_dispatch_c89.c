/* Function pointers in team mode (C89): a table of kernels called from a worksharing loop
   whose body asks the thread number under schedule(static, 4), a region that calls through
   a pointer a kernel that itself holds an orphaned `for` with an outer-declared index, and
   a recursive region-free callee reached through a pointer. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 240

typedef long (*kern_t)(int);

static long sq(int x) { return (long)x * x; }
static long cube(int x) { return (long)x * x * x; }
static long twice(int x) { return 2L * x; }
static long gcd_rec(long a, long b) { return b == 0 ? a : gcd_rec(b, a % b); }
static long g_of(int x) { return gcd_rec(x + 36, 48); }

static kern_t table[4] = {sq, cube, twice, g_of};
static long outv[N];
static long fill_sum;

static void fill(void)
{
    int i;
#pragma omp for reduction(+ : fill_sum)
    for (i = 0; i < N; i++) fill_sum += table[i % 4](i) % 1000;
}

typedef void (*phase_t)(void);
static phase_t phase = fill;

int main(void)
{
    int i, bad;
    long h;
    bad = 0;
    fill_sum = 0;
#pragma omp parallel for schedule(static, 4) reduction(+ : bad)
    for (i = 0; i < N; i++) {
        kern_t f = table[(i / 4) % 4];
        outv[i] = f(i);
        if (omp_get_thread_num() < 0) bad++;
    }
#pragma omp parallel
    {
        if (omp_get_thread_num() >= 0) phase();
    }
    h = 0;
    for (i = 0; i < N; i++) h = (h * 7 + outv[i]) % 1000003;
    printf("h=%ld bad=%d fill=%ld\n", h, bad, fill_sum);
    return 0;
}
