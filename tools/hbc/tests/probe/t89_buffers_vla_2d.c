/* Buffers in team mode with C89 declarations: a region-private malloc buffer per member, a
   VLA declared in the region, a VLA declared before the region and shared, 2-D arrays passed
   as pointer-to-array parameters, and a struct array; the worksharing loops use a static
   schedule whose bodies ask the thread number. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define C 12

typedef struct { int id; double w; } item_t;

static void smooth(int rows, double (*in)[C], double (*out)[C])
{
    int r, c;
#pragma omp parallel for schedule(static) private(c)
    for (r = 0; r < rows; r++) {
        int t = omp_get_thread_num();
        for (c = 0; c < C; c++) {
            double s = in[r][c];
            if (c > 0) s += in[r][c - 1];
            if (c < C - 1) s += in[r][c + 1];
            out[r][c] = s / 3.0 + t * 0.0;
        }
    }
}

int main(int argc, char **argv)
{
    int n, i, j;
    double chk;
    item_t items[50];
    n = 30 + (argc > 5);
    {
        double shared_vla[n];
        double (*g)[C] = malloc(sizeof(double[C]) * n);
        double (*h)[C] = malloc(sizeof(double[C]) * n);
        for (i = 0; i < n; i++) {
            shared_vla[i] = i * 0.5;
            for (j = 0; j < C; j++) g[i][j] = (i * C + j) % 17;
        }
        for (i = 0; i < 50; i++) {
            items[i].id = i;
            items[i].w = 0;
        }
#pragma omp parallel private(j)
        {
            int me = omp_get_thread_num();
            double *scratch = malloc(sizeof(double) * n);
            double vla[n];
#pragma omp for schedule(static)
            for (i = 0; i < n; i++) {
                for (j = 0; j < n; j++) scratch[j] = shared_vla[j] + i;
                vla[i % n] = scratch[n - 1 - i] + me * 0;
                items[i].w = vla[i % n] + items[i].id;
            }
            free(scratch);
        }
        smooth(n, g, h);
        chk = 0;
        for (i = 0; i < n; i++)
            for (j = 0; j < C; j++) chk += h[i][j] * (j + 1);
        for (i = 0; i < 50; i++) chk += items[i].w;
        free(g);
        free(h);
    }
    printf("chk=%.4f\n", chk);
    return 0;
}
