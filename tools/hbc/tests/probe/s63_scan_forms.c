/* `reduction(inscan, ...)` with `scan` in every loop form hbc runs in place: combined
   `parallel for`, a region's `for`, an orphaned `for` in a called function, `for simd`,
   `parallel for simd` and a standalone `simd`; items that start away from the identity
   (gcc's scan values include the value before the loop, as the sequential program's do),
   a `*` and a `max` scan, and two items on one scan. */
#include <stdio.h>
#define N 3000

static int a[N], incl[N], excl[N], two[N];
static double prod[N];
static long mx[N];

static long acc = 5;

static void orphan_scan(void)
{
#pragma omp for reduction(inscan, + : acc)
    for (int i = 0; i < N; i++) {
        acc += a[i] & 3;
#pragma omp scan inclusive(acc)
        two[i] = (int)acc;
    }
}

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 11 - 5;
    int x = 100;
#pragma omp parallel for reduction(inscan, + : x)
    for (int i = 0; i < N; i++) {
        x += a[i];
#pragma omp scan inclusive(x)
        incl[i] = x;
    }
    int y = -7, z = 3;
#pragma omp parallel
    {
#pragma omp for reduction(inscan, + : y, z)
        for (int i = 0; i < N; i++) {
            excl[i] = y - z;
#pragma omp scan exclusive(y, z)
            y += a[i] > 0;
            z += a[i] < 0;
        }
    }
    double p = 1.5;
#pragma omp parallel for simd reduction(inscan, * : p)
    for (int i = 0; i < N; i++) {
        p *= 1.0 + a[i] / 1000.0;
#pragma omp scan inclusive(p)
        prod[i] = p;
    }
    long m = -1000;
#pragma omp simd reduction(inscan, max : m)
    for (int i = 0; i < N; i++) {
        mx[i] = m;
#pragma omp scan exclusive(m)
        m = m > a[i] * (long)i ? m : a[i] * (long)i;
    }
#pragma omp parallel
    orphan_scan();
    long b = acc;
    long w = 0;
#pragma omp parallel for reduction(inscan, + : w)
    for (int i = 0; i < N; i++) {
        w += i;
#pragma omp scan inclusive(w)
        ;
    }
    long h = 0;
    for (int i = 0; i < N; i += 7) h = h * 31 + incl[i] + 3 * excl[i] + 5 * two[i] + mx[i];
    printf("x=%d y=%d z=%d p=%.9g m=%ld b=%ld w=%ld h=%ld prod_last=%.9g\n", x, y, z, p, m, b, w, h, prod[N - 1]);
    return 0;
}
