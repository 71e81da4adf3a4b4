/* firstprivate copies that the loop's body never reads (one only the bounds name, one not
 * named at all: astroscrappy 1.3.0's imutils.c, helper-91, session 51): the outlined
 * function's copies are named again by `(void)`, so -Wall -Werror, clean for gcc -fopenmp,
 * stays clean. Before, 'unused variable' errors at lines of the caller. */
// FLAGS: -Wall -Werror
// EXPECT-TRANSLATION: int nxny = *(int *)__hb_c[4]; (void)nxny;
// EXPECT-OUTPUT: 4032
#include <stdio.h>
static void twice(const float *data, float *out, int nx, int ny, int nxny) {
    int i, j;
#pragma omp parallel for firstprivate(data, out, nx, ny, nxny) private(i, j)
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            out[i + nx * j] = 2.0f * data[i + nx * j];
}
int main(void) {
    float a[64], b[64];
    double s = 0;
    for (int k = 0; k < 64; k++) a[k] = k;
    twice(a, b, 8, 8, 64);
    for (int k = 0; k < 64; k++) s += b[k];
    printf("%g\n", s);
    return 0;
}
