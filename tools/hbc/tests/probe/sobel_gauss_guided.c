/* Image convolution with schedule(guided): a 5x5 Gaussian smoothing of an 8-bit image into
   a float image (borders clamped), a Sobel magnitude with `schedule(guided, 8)` and a
   `reduction(max:gmax)`, then a histogram of the normalised magnitude as an array-section
   reduction `reduction(+:hist[:NB])`, and a thresholded edge count. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define W 512
#define H 384
#define NB 16

static unsigned char img[H][W];
static float smooth[H][W], mag[H][W];
static const int g5[5] = {1, 4, 6, 4, 1};

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(void)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = ((x - 256) * (x - 256) + (y - 192) * (y - 192) < 120 * 120) ? 200 : 40;
            v += (x / 32 + y / 24) % 2 ? 30 : 0;
            v += (x * 13 + y * 7) % 17;
            img[y][x] = (unsigned char)(v > 255 ? 255 : v);
        }
#pragma omp parallel for schedule(guided)
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int acc = 0;
            for (int dy = -2; dy <= 2; dy++)
                for (int dx = -2; dx <= 2; dx++)
                    acc += g5[dy + 2] * g5[dx + 2] * img[clampi(y + dy, 0, H - 1)][clampi(x + dx, 0, W - 1)];
            smooth[y][x] = acc / 256.0f;
        }
    float gmax = 0.0f;
#pragma omp parallel for schedule(guided, 8) reduction(max : gmax)
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            float gx = smooth[y - 1][x + 1] + 2 * smooth[y][x + 1] + smooth[y + 1][x + 1] - smooth[y - 1][x - 1] -
                       2 * smooth[y][x - 1] - smooth[y + 1][x - 1];
            float gy = smooth[y + 1][x - 1] + 2 * smooth[y + 1][x] + smooth[y + 1][x + 1] - smooth[y - 1][x - 1] -
                       2 * smooth[y - 1][x] - smooth[y - 1][x + 1];
            float m = sqrtf(gx * gx + gy * gy);
            mag[y][x] = m;
            if (m > gmax) gmax = m;
        }
    long hist[NB] = {0};
    long edges = 0;
#pragma omp parallel for schedule(guided) reduction(+ : hist[:NB], edges)
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int b = (int)(mag[y][x] / gmax * (NB - 1));
            hist[b]++;
            edges += mag[y][x] > 0.25f * gmax;
        }
    printf("gmax=%.4f edges=%ld\nhist:", gmax, edges);
    for (int b = 0; b < NB; b++) printf(" %ld", hist[b]);
    printf("\nsmooth(256,192)=%.4f mag(136,192)=%.4f\n", smooth[192][256], mag[192][136]);
    return 0;
}
