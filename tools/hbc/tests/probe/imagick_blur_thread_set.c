/* ImageMagick-style filters (SPEC OMP imagick): a separable blur over an RGB float image.
   The horizontal pass takes its scratch row from a "pixel thread set" allocated before the
   region, one buffer per omp_get_max_threads(), picked by omp_get_thread_num() in the loop
   body; the loop is `schedule(static,4) shared(progress,status)`, skips rows once status is
   false, and counts progress in a named critical. The vertical pass allocates its scratch
   column inside a `parallel` region and frees it at the end of the region. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

typedef enum { MagickFalse = 0, MagickTrue = 1 } MagickBooleanType;
typedef struct { float r, g, b; } PixelPacket;

#define WIDTH 480
#define HEIGHT 320
#define RADIUS 3

static PixelPacket *image, *tmpimg;
static float kernel[2 * RADIUS + 1];

static PixelPacket **acquire_thread_set(size_t n)
{
    int nt = omp_get_max_threads();
    PixelPacket **set = malloc(sizeof(PixelPacket *) * nt);
    for (int t = 0; t < nt; t++) set[t] = malloc(sizeof(PixelPacket) * n);
    return set;
}

static void destroy_thread_set(PixelPacket **set)
{
    for (int t = 0; t < omp_get_max_threads(); t++) free(set[t]);
    free(set);
}

static MagickBooleanType blur_rows(void)
{
    MagickBooleanType status = MagickTrue;
    long progress = 0;
    PixelPacket **scratch = acquire_thread_set(WIDTH + 2 * RADIUS);
    long y;
#pragma omp parallel for schedule(static, 4) shared(progress, status)
    for (y = 0; y < HEIGHT; y++) {
        if (status == MagickFalse) continue;
        PixelPacket *row = scratch[omp_get_thread_num()];
        for (long x = -RADIUS; x < WIDTH + RADIUS; x++) {
            long cx = x < 0 ? 0 : x >= WIDTH ? WIDTH - 1 : x;
            row[x + RADIUS] = image[y * WIDTH + cx];
        }
        for (long x = 0; x < WIDTH; x++) {
            float r = 0, g = 0, b = 0;
            for (int k = 0; k <= 2 * RADIUS; k++) {
                r += kernel[k] * row[x + k].r; g += kernel[k] * row[x + k].g; b += kernel[k] * row[x + k].b;
            }
            tmpimg[y * WIDTH + x].r = r; tmpimg[y * WIDTH + x].g = g; tmpimg[y * WIDTH + x].b = b;
        }
        if (y == 100000) status = MagickFalse; /* never: an error path */
#pragma omp critical(MagickCore_BlurImage)
        progress++;
    }
    destroy_thread_set(scratch);
    return progress == HEIGHT ? status : MagickFalse;
}

static void blur_columns(void)
{
#pragma omp parallel
    {
        PixelPacket *col = malloc(sizeof(PixelPacket) * (HEIGHT + 2 * RADIUS));
#pragma omp for schedule(dynamic, 8)
        for (long x = 0; x < WIDTH; x++) {
            for (long y = -RADIUS; y < HEIGHT + RADIUS; y++) {
                long cy = y < 0 ? 0 : y >= HEIGHT ? HEIGHT - 1 : y;
                col[y + RADIUS] = tmpimg[cy * WIDTH + x];
            }
            for (long y = 0; y < HEIGHT; y++) {
                PixelPacket p = {0, 0, 0};
                for (int k = 0; k <= 2 * RADIUS; k++) {
                    p.r += kernel[k] * col[y + k].r; p.g += kernel[k] * col[y + k].g; p.b += kernel[k] * col[y + k].b;
                }
                image[y * WIDTH + x] = p;
            }
        }
        free(col);
    }
}

int main(void)
{
    image = malloc(sizeof(PixelPacket) * WIDTH * HEIGHT);
    tmpimg = malloc(sizeof(PixelPacket) * WIDTH * HEIGHT);
    float ks = 0;
    for (int k = -RADIUS; k <= RADIUS; k++) ks += kernel[k + RADIUS] = expf(-(float)(k * k) / 4.0f);
    for (int k = 0; k <= 2 * RADIUS; k++) kernel[k] /= ks;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            PixelPacket *p = &image[y * WIDTH + x];
            p->r = (float)((x * 7 + y * 3) % 256);
            p->g = (float)(((x / 16 + y / 16) % 2) * 255);
            p->b = (float)((x * y) % 251);
        }
    for (int pass = 0; pass < 3; pass++) {
        MagickBooleanType ok = blur_rows();
        blur_columns();
        double sr = 0, sg = 0, sb = 0;
        for (int i = 0; i < WIDTH * HEIGHT; i++) { sr += image[i].r; sg += image[i].g; sb += image[i].b; }
        printf("pass %d status=%d mean r=%.3f g=%.3f b=%.3f px(100,50)=%.3f\n", pass, ok, sr / (WIDTH * HEIGHT),
               sg / (WIDTH * HEIGHT), sb / (WIDTH * HEIGHT), image[50 * WIDTH + 100].g);
    }
    free(image);
    free(tmpimg);
    return 0;
}
