/* Minimal: a file-scope index macro redefined inside one function (#undef, #define) before
   a parallel loop; the outlined loop in front of the function expands the file-scope
   definition instead: no diagnostic, wrong values. */
#include <stdio.h>

#define IX(i, j) ((i) * 8 + (j))
static double a[256];

static void fill_wide(int ny)
{
#undef IX
#define IX(i, j) ((i) * ny + (j))
#pragma omp parallel for
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < ny; j++) a[IX(i, j)] = i + 0.5 * j;
#undef IX
#define IX(i, j) ((i) * 8 + (j))
}

int main(void)
{
    fill_wide(16);
    double s = 0.0;
    for (int i = 0; i < 256; i++) s += a[i] * (i + 1);
    printf("%.2f\n", s);
    return 0;
}
