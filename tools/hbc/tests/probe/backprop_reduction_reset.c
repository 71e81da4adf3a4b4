/* Rodinia backprop-style layer forward / weight adjust: `parallel for shared(...)
   private(k, j) reduction(+: sum) schedule(static)` where the reduction variable is RESET
   at the start of each iteration (`sum = 0.0`) and its per-iteration value is used in the
   body (the final value of `sum` is never read); a second loop with `firstprivate` scalars
   and 2-D arrays built from `malloc`ed row pointers (float **). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float squash(float x) { return 1.0f / (1.0f + expf(-x)); }

static float **alloc_2d(int m, int n)
{
    float **p = malloc(m * sizeof(float *));
    for (int i = 0; i < m; i++) p[i] = malloc(n * sizeof(float));
    return p;
}

static void layerforward(float *l1, float *l2, float **conn, int n1, int n2)
{
    float sum;
    int j, k;
    l1[0] = 1.0f;
#pragma omp parallel for shared(conn, n1, n2, l1) private(k, j) reduction(+ : sum) schedule(static)
    for (j = 1; j <= n2; j++) {
        sum = 0.0f;
        for (k = 0; k <= n1; k++) sum += conn[k][j] * l1[k];
        l2[j] = squash(sum);
    }
}

static void adjust_weights(float *delta, int ndelta, float *ly, int nly, float **w, float **oldw)
{
    float new_dw;
    int k, j;
    float eta = 0.3f, momentum = 0.3f;
    ly[0] = 1.0f;
#pragma omp parallel for shared(oldw, w, delta) private(j, k, new_dw) firstprivate(ndelta, nly, momentum)
    for (j = 1; j <= ndelta; j++) {
        for (k = 0; k <= nly; k++) {
            new_dw = ((eta * delta[j] * ly[k]) + (momentum * oldw[k][j]));
            w[k][j] += new_dw;
            oldw[k][j] = new_dw;
        }
    }
}

int main(void)
{
    int n1 = 400, n2 = 16;
    float *l1 = malloc((n1 + 1) * sizeof(float)), *l2 = malloc((n2 + 1) * sizeof(float));
    float *delta = malloc((n2 + 1) * sizeof(float));
    float **w = alloc_2d(n1 + 1, n2 + 1), **oldw = alloc_2d(n1 + 1, n2 + 1);
    for (int k = 0; k <= n1; k++) {
        l1[k] = (float)((k * 37) % 100) / 100.0f;
        for (int j = 0; j <= n2; j++) {
            w[k][j] = (float)(((k + 3 * j) % 17) - 8) / 100.0f;
            oldw[k][j] = 0.0f;
        }
    }
    double chk = 0;
    for (int it = 0; it < 3; it++) {
        layerforward(l1, l2, w, n1, n2);
        for (int j = 1; j <= n2; j++) {
            delta[j] = l2[j] * (1.0f - l2[j]) * (0.5f - l2[j]);
            chk += l2[j] * j;
        }
        adjust_weights(delta, n2, l1, n1, w, oldw);
    }
    double ws = 0;
    for (int k = 0; k <= n1; k++)
        for (int j = 0; j <= n2; j++) ws += w[k][j];
    printf("chk=%.5f ws=%.5f\n", chk, ws);
    return 0;
}
