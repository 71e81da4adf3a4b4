/* Mandelbrot set: irregular iterations, schedule(dynamic), an integer reduction. */
#include <stdio.h>
int main(void) {
  int w = 400, h = 300, x, y;
  long inside = 0, iters = 0;
#pragma omp parallel for schedule(dynamic) reduction(+:inside, iters) private(x)
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      double cr = -2.0 + 3.0 * x / w, ci = -1.2 + 2.4 * y / h, zr = 0, zi = 0;
      int k = 0;
      while (k < 500 && zr * zr + zi * zi < 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        k++;
      }
      iters += k;
      if (k == 500) inside++;
    }
  printf("inside %ld iters %ld\n", inside, iters);
  return 0;
}
