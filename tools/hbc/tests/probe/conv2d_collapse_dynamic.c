/* Image convolution (5x5 kernel, clamped borders) with `collapse(2) schedule(dynamic, 4)`
   over output pixels, then a separable blur with `schedule(dynamic, 4)` on rows whose
   temporary row buffer is a region-local VLA-free fixed array, and a max reduction. */
#include <stdio.h>
#define H 300
#define W 257
#define K 2

static float img[H][W], out[H][W], blur[H][W];
static const float kern[2 * K + 1][2 * K + 1] = {
    {1, 4, 6, 4, 1}, {4, 16, 24, 16, 4}, {6, 24, 36, 24, 6}, {4, 16, 24, 16, 4}, {1, 4, 6, 4, 1}};

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(void)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) img[y][x] = (float)((x * 7 + y * 13) % 256);

#pragma omp parallel for collapse(2) schedule(dynamic, 4)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            float acc = 0;
            for (int dy = -K; dy <= K; dy++)
                for (int dx = -K; dx <= K; dx++)
                    acc += kern[dy + K][dx + K] * img[clampi(y + dy, 0, H - 1)][clampi(x + dx, 0, W - 1)];
            out[y][x] = acc / 256.0f;
        }

    float mx = 0;
#pragma omp parallel
    {
        float row[W];
#pragma omp for schedule(dynamic, 4) reduction(max : mx)
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++)
                row[x] = 0.25f * out[y][clampi(x - 1, 0, W - 1)] + 0.5f * out[y][x] +
                         0.25f * out[y][clampi(x + 1, 0, W - 1)];
            for (int x = 0; x < W; x++) {
                blur[y][x] = row[x];
                if (row[x] > mx) mx = row[x];
            }
        }
    }
    double cs = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) cs += blur[y][x] * ((x + y) % 5 + 1);
    printf("cs=%.6f mx=%.6f o=%.6f\n", cs, mx, out[H / 2][W / 3]);
    return 0;
}
