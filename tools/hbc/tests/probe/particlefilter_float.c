/* Particle-filter-style (float variant): per-particle random seeds in an array advanced in
   the loop body, likelihoods computed by a helper over a small template of offsets, a
   float reduction of the weights, normalisation, a CDF built sequentially, and a
   resampling `parallel for` that searches the CDF for each particle. Weights are sums of
   small dyadic values so the float sums are exact in any order. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define NP 2048
#define NOFF 9

static int seed[NP];
static float xe[NP], ye[NP], w[NP], cdf[NP], xnew[NP], ynew[NP], u[NP];

static float randu(int *s, int i)
{
    s[i] = (int)((1103515245u * (unsigned)s[i] + 12345u) % 2147483648u);
    return (float)((s[i] >> 16) & 1023) / 1024.0f;
}

static float likelihood(float x, float y, const int *ox, const int *oy)
{
    float l = 0.0f;
    for (int k = 0; k < NOFF; k++) {
        int px = ((int)x + ox[k]) & 63, py = ((int)y + oy[k]) & 63;
        l += (float)((px * 3 + py * 5) % 16) / 64.0f;
    }
    return l;
}

int main(void)
{
    int ox[NOFF], oy[NOFF];
    for (int k = 0; k < NOFF; k++) { ox[k] = k % 3 - 1; oy[k] = k / 3 - 1; }
    for (int x = 0; x < NP; x++) { seed[x] = x * 7919 + 1; xe[x] = 32.0f; ye[x] = 32.0f; }
    float xs = 0, ys = 0;
    for (int frame = 0; frame < 5; frame++) {
        int x;
#pragma omp parallel for shared(xe, ye, seed) private(x)
        for (x = 0; x < NP; x++) {
            xe[x] += 1.0f + 4.0f * (randu(seed, x) - 0.5f);
            ye[x] += -2.0f + 4.0f * (randu(seed, x) - 0.5f);
        }
        float sumw = 0.0f;
#pragma omp parallel for shared(w, xe, ye) private(x) reduction(+:sumw)
        for (x = 0; x < NP; x++) {
            w[x] = likelihood(xe[x], ye[x], ox, oy);
            sumw += w[x];
        }
#pragma omp parallel for shared(w) private(x) firstprivate(sumw)
        for (x = 0; x < NP; x++) w[x] = w[x] / sumw;
        cdf[0] = w[0];
        for (x = 1; x < NP; x++) cdf[x] = cdf[x - 1] + w[x];
        float u1 = (1.0f / NP) * 0.5f;
#pragma omp parallel for shared(u) private(x) firstprivate(u1)
        for (x = 0; x < NP; x++) u[x] = u1 + x / (float)NP;
        int j, i;
#pragma omp parallel for shared(cdf, u, xnew, ynew) private(i, j)
        for (j = 0; j < NP; j++) {
            i = NP - 1;
            for (int k = 0; k < NP; k++)
                if (cdf[k] >= u[j]) { i = k; break; }
            xnew[j] = xe[i];
            ynew[j] = ye[i];
        }
        xs = 0; ys = 0;
        for (x = 0; x < NP; x++) { xe[x] = xnew[x]; ye[x] = ynew[x]; xs += xe[x]; ys += ye[x]; }
    }
    printf("x=%.3f y=%.3f\n", xs / NP, ys / NP);
    return 0;
}
