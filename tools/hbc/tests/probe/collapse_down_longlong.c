/* Image/stencil loops with `collapse(2)` over `long long` indices counting down, a
   collapse(3) nest with `i += 2` in the middle loop and bounds from struct members, and
   a `collapse(2) reduction(max:...)` whose inner bound is a function call. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { long long h, w, d; } dims_t;

static long long width_of(const dims_t *dm) { return dm->w; }

int main(void)
{
    dims_t dm = { 300, 257, 6 };
    double *img = malloc(sizeof(double) * dm.h * dm.w);
    double *vol = malloc(sizeof(double) * dm.h * dm.w * dm.d);
    long long y, x, z;
    double mx = -1.0;
#pragma omp parallel for collapse(2)
    for (y = dm.h - 1; y >= 0; y--)
        for (x = dm.w - 1; x >= 0; x--) img[y * dm.w + x] = (double)((y * 31 + x * 17) % 101);
#pragma omp parallel for collapse(3)
    for (z = 0; z < dm.d; z++)
        for (y = 0; y < dm.h; y += 2)
            for (x = 0; x < dm.w; x++) {
                vol[(z * dm.h + y) * dm.w + x] = img[y * dm.w + x] * (z + 1);
                if (y + 1 < dm.h) vol[(z * dm.h + y + 1) * dm.w + x] = -1.0;
            }
#pragma omp parallel for collapse(2) reduction(max:mx)
    for (y = 1; y < dm.h - 1; y++)
        for (x = 1; x < width_of(&dm) - 1; x++) {
            double g = img[(y + 1) * dm.w + x] - img[(y - 1) * dm.w + x] + img[y * dm.w + x + 1] - img[y * dm.w + x - 1];
            if (g > mx) mx = g;
        }
    double s = 0.0;
    for (long long k = 0; k < dm.h * dm.w * dm.d; k++) s += vol[k];
    printf("mx %.1f s %.1f\n", mx, s);
    free(img); free(vol);
    return 0;
}
