/* Minimal: a macro #defined inside a function before a parallel loop that uses it; the C
   loop is outlined in front of the function, where the macro is not defined yet
   (implicit declaration of 'IX', undefined reference at link time). */
#include <stdio.h>

static double a[64];

static void fill(int ny)
{
#define IX(i, j) ((i) * ny + (j))
#pragma omp parallel for
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < ny; j++) a[IX(i, j)] = i + 0.5 * j;
#undef IX
}

int main(void)
{
    fill(8);
    double s = 0.0;
    for (int i = 0; i < 64; i++) s += a[i] * (i + 1);
    printf("%.2f\n", s);
    return 0;
}
