/* A portability header in the style of many HPC codes: OMP_PARALLEL_FOR / OMP_ATOMIC /
   OMP_CRITICAL(name) macros that expand to _Pragma("omp ...") when _OPENMP is defined and
   to nothing otherwise, used in front of ordinary loops in a small image-processing kernel
   set (box blur, threshold, histogram, max). */
#include <stdio.h>
#include <stdlib.h>

#ifdef _OPENMP
#define PRAGMA(x) _Pragma(#x)
#define OMP_PARALLEL_FOR PRAGMA(omp parallel for)
#define OMP_PARALLEL_FOR_COLLAPSE2 PRAGMA(omp parallel for collapse(2))
#define OMP_PARALLEL_FOR_REDUCE_MAX(v) PRAGMA(omp parallel for reduction(max:v))
#define OMP_ATOMIC PRAGMA(omp atomic)
#define OMP_CRITICAL(n) PRAGMA(omp critical(n))
#else
#define OMP_PARALLEL_FOR
#define OMP_PARALLEL_FOR_COLLAPSE2
#define OMP_PARALLEL_FOR_REDUCE_MAX(v)
#define OMP_ATOMIC
#define OMP_CRITICAL(n)
#endif

#define W 320
#define H 240
#define IDX(x, y) ((y) * W + (x))

static unsigned char img[W * H], blur[W * H], mask[W * H];
static long hist[256];
static int nonzero_rows;

int main(void)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[IDX(x, y)] = (unsigned char)((x * x + 3 * y * y + x * y) % 251);

    OMP_PARALLEL_FOR_COLLAPSE2
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int s = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) s += img[IDX(x + dx, y + dy)];
            blur[IDX(x, y)] = (unsigned char)(s / 9);
        }

    OMP_PARALLEL_FOR
    for (int i = 0; i < W * H; i++) mask[i] = blur[i] > 128 ? 255 : 0;

    OMP_PARALLEL_FOR
    for (int i = 0; i < W * H; i++) {
        OMP_ATOMIC
        hist[blur[i]]++;
    }

    int maxv = 0;
    OMP_PARALLEL_FOR_REDUCE_MAX(maxv)
    for (int i = 0; i < W * H; i++)
        if (blur[i] > maxv) maxv = blur[i];

    OMP_PARALLEL_FOR
    for (int y = 0; y < H; y++) {
        int any = 0;
        for (int x = 0; x < W; x++) any |= mask[IDX(x, y)];
        if (any) {
            OMP_CRITICAL(rows)
            nonzero_rows++;
        }
    }
    long sum = 0, on = 0;
    for (int i = 0; i < 256; i++) sum += hist[i] * i;
    for (int i = 0; i < W * H; i++) on += mask[i] != 0;
    printf("max %d sum %ld on %ld rows %d\n", maxv, sum, on, nonzero_rows);
    return 0;
}
