/* Benchmarks Game mandelbrot: rows handed out with schedule(dynamic,1), each row packing
   eight pixels per byte into a shared bitmap (a byte built in a private accumulator), then
   a checksum loop with `reduction(^:x) reduction(+:bits)` and a sequential rolling hash of
   the bitmap. The image width is not a multiple of 8 (padding bits). */
#include <stdio.h>
#include <stdlib.h>

#define ITER 50

int main(void)
{
    int w = 604, h = 604;
    int rowbytes = (w + 7) / 8;
    unsigned char *bitmap = calloc((size_t)rowbytes * h, 1);
    double inv = 2.0 / w;
#pragma omp parallel for schedule(dynamic, 1)
    for (int y = 0; y < h; y++) {
        double ci = y * (2.0 / h) - 1.0;
        unsigned char *row = bitmap + (size_t)y * rowbytes;
        for (int xb = 0; xb < rowbytes; xb++) {
            unsigned char byte = 0;
            for (int bit = 0; bit < 8; bit++) {
                int x = xb * 8 + bit;
                byte <<= 1;
                if (x >= w) continue;
                double cr = x * inv - 1.5, zr = 0, zi = 0, tr = 0, ti = 0;
                int i = 0;
                for (; i < ITER && tr + ti <= 4.0; i++) {
                    zi = 2.0 * zr * zi + ci;
                    zr = tr - ti + cr;
                    tr = zr * zr;
                    ti = zi * zi;
                }
                if (tr + ti <= 4.0) byte |= 1;
            }
            row[xb] = byte;
        }
    }
    unsigned x = 0;
    long bits = 0;
    long n = (long)rowbytes * h;
#pragma omp parallel for reduction(^ : x) reduction(+ : bits)
    for (long k = 0; k < n; k++) {
        x ^= (unsigned)bitmap[k] << ((k % 4) * 8);
        bits += __builtin_popcount(bitmap[k]);
    }
    unsigned long hsh = 5381;
    for (long k = 0; k < n; k++) hsh = hsh * 33 + bitmap[k];
    printf("P4 %d %d xor=%08x bits=%ld hash=%lu\n", w, h, x, bits, hsh & 0xffffffffUL);
    free(bitmap);
    return 0;
}
