/* BOTS fft-style: a recursive radix-2 FFT on a typedef'd COMPLEX struct where the
   twiddle/butterfly work of a level is split into tasks created in a loop over partitions
   (`#pragma omp task firstprivate(...)` inside a `for`, then one `taskwait` after the
   loop), and the two recursive halves are tasks too (`untied`), each with a cut-off; the
   driver is `parallel` + `single`. Output compared with a sequential DFT checksum. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef double REAL;
typedef struct { REAL re, im; } COMPLEX;
#define c_re(c) ((c).re)
#define c_im(c) ((c).im)

static void unshuffle(int a, int b, COMPLEX *in, COMPLEX *out, int r, int m)
{
    for (int i = a; i < b; ++i) {
        const COMPLEX *ip = in + i * r;
        for (int j = 0; j < r; ++j) out[j * m + i] = ip[j];
    }
}

static void butterfly(int a, int b, COMPLEX *X, int n, int half, const COMPLEX *W, int wstride)
{
    for (int k = a; k < b; k++) {
        COMPLEX w = W[k * wstride];
        COMPLEX e = X[k], o = X[k + half], t;
        c_re(t) = c_re(w) * c_re(o) - c_im(w) * c_im(o);
        c_im(t) = c_re(w) * c_im(o) + c_im(w) * c_re(o);
        c_re(X[k]) = c_re(e) + c_re(t);
        c_im(X[k]) = c_im(e) + c_im(t);
        c_re(X[k + half]) = c_re(e) - c_re(t);
        c_im(X[k + half]) = c_im(e) - c_im(t);
    }
    (void)n;
}

static void fft_aux(int n, COMPLEX *in, COMPLEX *tmp, const COMPLEX *W, int wstride)
{
    if (n == 1) return;
    int half = n / 2, part, chunk = half >= 64 ? half / 4 : half;
    /* split even/odd into tmp, then back into in (even first) */
    for (part = 0; part < half; part += chunk) {
        int a = part, b = part + chunk;
#pragma omp task firstprivate(a, b)
        unshuffle(a, b, in, tmp, 2, half);
    }
#pragma omp taskwait
    for (int i = 0; i < n; i++) in[i] = tmp[i];
#pragma omp task untied if (n > 256)
    fft_aux(half, in, tmp, W, wstride * 2);
#pragma omp task untied if (n > 256)
    fft_aux(half, in + half, tmp + half, W, wstride * 2);
#pragma omp taskwait
    for (part = 0; part < half; part += chunk) {
#pragma omp task firstprivate(part)
        butterfly(part, part + chunk, in, n, half, W, wstride);
    }
#pragma omp taskwait
}

int main(void)
{
    int n = 1 << 12;
    COMPLEX *in = malloc(n * sizeof(COMPLEX)), *tmp = malloc(n * sizeof(COMPLEX));
    COMPLEX *W = malloc(n / 2 * sizeof(COMPLEX));
    for (int k = 0; k < n / 2; k++) {
        c_re(W[k]) = cos(-2 * M_PI * k / n);
        c_im(W[k]) = sin(-2 * M_PI * k / n);
    }
    for (int i = 0; i < n; i++) {
        c_re(in[i]) = ((i * 17) % 23) / 23.0;
        c_im(in[i]) = ((i * 5) % 11) / 11.0;
    }
    COMPLEX x1 = in[1];
#pragma omp parallel
#pragma omp single
    fft_aux(n, in, tmp, W, 1);
    double s = 0;
    for (int i = 0; i < n; i++) s += c_re(in[i]) * (i % 7) - c_im(in[i]) * (i % 3);
    printf("X0=%.6f,%.6f X5=%.6f,%.6f s=%.6f x1=%.3f\n", c_re(in[0]), c_im(in[0]), c_re(in[5]), c_im(in[5]), s, c_re(x1));
    return 0;
}
