/* Fortran-translated C style: loop indices and scratch scalars declared at file scope
   (`int i, j, k; double tmp;`) and used by `parallel for` loops, with `private(j, k, tmp)`
   for the inner ones (OpenMP makes the loop variable and the listed globals private per
   thread), then read after the loop (the loop variable's value after a worksharing loop
   is unspecified, so only j/k from a later sequential loop are printed). */
#include <stdio.h>

#define N 300
#define M 200

int i, j, k;
double tmp;
double a[N][M], b[M], c[N];

int main(void)
{
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) a[i][j] = (double)((i * 13 + j * 7) % 23) - 11.0;
    for (j = 0; j < M; j++) b[j] = 1.0 / (j + 1);

#pragma omp parallel for private(j, tmp)
    for (i = 0; i < N; i++) {
        tmp = 0.0;
        for (j = 0; j < M; j++) tmp += a[i][j] * b[j];
        c[i] = tmp;
    }
    double s = 0.0;
#pragma omp parallel for private(j, k) reduction(+:s)
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j += 4)
            for (k = 0; k < 4; k++) s += a[i][j + k] * c[i];
    for (j = 0, k = 0; j < 10; j++) k += j;
    printf("c[0] %.12f c[N-1] %.12f s %.9f j %d k %d\n", c[0], c[N - 1], s, j, k);
    return 0;
}
