/* SRAD-style speckle reduction on floats: statistics with reduction(+:sum, sum2) over a
   region of interest, then two `parallel for` sweeps whose long private() lists name
   scalars declared at the top of the function (the column index, gradients, the diffusion
   coefficient), and neighbour index arrays computed beforehand. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#define ROWS 96
#define COLS 80
#define ITERS 6

int main(void)
{
    float *J = malloc(sizeof(float) * ROWS * COLS), *c = malloc(sizeof(float) * ROWS * COLS);
    float *dN = malloc(sizeof(float) * ROWS * COLS), *dS = malloc(sizeof(float) * ROWS * COLS);
    float *dW = malloc(sizeof(float) * ROWS * COLS), *dE = malloc(sizeof(float) * ROWS * COLS);
    int iN[ROWS], iS[ROWS], jW[COLS], jE[COLS];
    for (int i = 0; i < ROWS; i++) { iN[i] = i ? i - 1 : 0; iS[i] = i < ROWS - 1 ? i + 1 : ROWS - 1; }
    for (int j = 0; j < COLS; j++) { jW[j] = j ? j - 1 : 0; jE[j] = j < COLS - 1 ? j + 1 : COLS - 1; }
    for (int k = 0; k < ROWS * COLS; k++) J[k] = (float)exp(((k * 17) % 255) / 255.0);
    int i, j, k;
    float Jc, G2, L, num, den, qsqr, cN, cS, cW, cE, D;
    float lambda = 0.5f;
    for (int it = 0; it < ITERS; it++) {
        double sum = 0, sum2 = 0;
#pragma omp parallel for private(i, j) reduction(+:sum, sum2)
        for (i = 0; i < 32; i++)
            for (j = 0; j < 32; j++) {
                float tmp = J[i * COLS + j];
                sum += tmp;
                sum2 += tmp * tmp;
            }
        float meanROI = (float)(sum / 1024.0);
        float varROI = (float)(sum2 / 1024.0) - meanROI * meanROI;
        float q0sqr = varROI / (meanROI * meanROI);
#pragma omp parallel for shared(J, dN, dS, dW, dE, c) private(i, j, k, Jc, G2, L, num, den, qsqr)
        for (i = 0; i < ROWS; i++)
            for (j = 0; j < COLS; j++) {
                k = i * COLS + j;
                Jc = J[k];
                dN[k] = J[iN[i] * COLS + j] - Jc;
                dS[k] = J[iS[i] * COLS + j] - Jc;
                dW[k] = J[i * COLS + jW[j]] - Jc;
                dE[k] = J[i * COLS + jE[j]] - Jc;
                G2 = (dN[k] * dN[k] + dS[k] * dS[k] + dW[k] * dW[k] + dE[k] * dE[k]) / (Jc * Jc);
                L = (dN[k] + dS[k] + dW[k] + dE[k]) / Jc;
                num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
                den = 1 + (.25f * L);
                qsqr = num / (den * den);
                den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
                c[k] = 1.0f / (1.0f + den);
                if (c[k] < 0) c[k] = 0; else if (c[k] > 1) c[k] = 1;
            }
#pragma omp parallel for shared(J, c) private(i, j, k, D, cS, cN, cW, cE)
        for (i = 0; i < ROWS; i++)
            for (j = 0; j < COLS; j++) {
                k = i * COLS + j;
                cN = c[k];
                cS = c[iS[i] * COLS + j];
                cW = c[k];
                cE = c[i * COLS + jE[j]];
                D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
                J[k] = J[k] + 0.25f * lambda * D;
            }
    }
    double s = 0;
    for (k = 0; k < ROWS * COLS; k++) s += J[k];
    printf("sum=%.3f j0=%.5f\n", s, J[ROWS * COLS / 2]);
    free(J); free(c); free(dN); free(dS); free(dW); free(dE);
    return 0;
}
