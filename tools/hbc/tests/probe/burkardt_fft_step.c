/* Burkardt-style complex FFT (cfft2 / step): the step() function's butterfly loop over j is
   a `parallel for shared(a,b,c,d,lj,mj,mj2,sgn,w) private(ambr,ambu,j,ja,jb,jc,jd,jw,k,wjw)`
   on packed real/imaginary arrays; cffti() computes the twiddles in a `parallel for`. A
   forward then backward transform must reproduce the input. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

void ccopy(int n, double x[], double y[])
{
    int i;
    for (i = 0; i < n; i++) {
        y[i * 2 + 0] = x[i * 2 + 0];
        y[i * 2 + 1] = x[i * 2 + 1];
    }
}

void step(int n, int mj, double a[], double b[], double c[], double d[], double w[], double sgn)
{
    double ambr, ambu;
    int j, ja, jb, jc, jd, jw, k, lj, mj2;
    double wjw[2];

    mj2 = 2 * mj;
    lj = n / mj2;
#pragma omp parallel for shared(a, b, c, d, lj, mj, mj2, sgn, w) \
    private(ambr, ambu, j, ja, jb, jc, jd, jw, k, wjw)
    for (j = 0; j < lj; j++) {
        jw = j * mj;
        ja = jw;
        jb = ja;
        jc = j * mj2;
        jd = jc;
        wjw[0] = w[jw * 2 + 0];
        wjw[1] = w[jw * 2 + 1];
        if (sgn < 0.0) wjw[1] = -wjw[1];
        for (k = 0; k < mj; k++) {
            c[(jc + k) * 2 + 0] = a[(ja + k) * 2 + 0] + b[(jb + k) * 2 + 0];
            c[(jc + k) * 2 + 1] = a[(ja + k) * 2 + 1] + b[(jb + k) * 2 + 1];
            ambr = a[(ja + k) * 2 + 0] - b[(jb + k) * 2 + 0];
            ambu = a[(ja + k) * 2 + 1] - b[(jb + k) * 2 + 1];
            d[(jd + k) * 2 + 0] = wjw[0] * ambr - wjw[1] * ambu;
            d[(jd + k) * 2 + 1] = wjw[1] * ambr + wjw[0] * ambu;
        }
    }
}

void cfft2(int n, double x[], double y[], double w[], double sgn)
{
    int j, m, mj, tgle;
    m = (int)(log((double)n) / log(1.99));
    mj = 1;
    tgle = 1;
    step(n, mj, &x[0 * 2 + 0], &x[(n / 2) * 2 + 0], &y[0 * 2 + 0], &y[mj * 2 + 0], w, sgn);
    if (n == 2) return;
    for (j = 0; j < m - 2; j++) {
        mj = mj * 2;
        if (tgle) {
            step(n, mj, &y[0 * 2 + 0], &y[(n / 2) * 2 + 0], &x[0 * 2 + 0], &x[mj * 2 + 0], w, sgn);
            tgle = 0;
        } else {
            step(n, mj, &x[0 * 2 + 0], &x[(n / 2) * 2 + 0], &y[0 * 2 + 0], &y[mj * 2 + 0], w, sgn);
            tgle = 1;
        }
    }
    if (tgle) ccopy(n, y, x);
    mj = n / 2;
    step(n, mj, &x[0 * 2 + 0], &x[(n / 2) * 2 + 0], &y[0 * 2 + 0], &y[mj * 2 + 0], w, sgn);
}

void cffti(int n, double w[])
{
    double arg, aw;
    int i, n2;
    const double pi = 3.141592653589793;
    n2 = n / 2;
    aw = 2.0 * pi / ((double)n);
#pragma omp parallel for shared(aw, n, w) private(arg, i)
    for (i = 0; i < n2; i++) {
        arg = aw * ((double)i);
        w[i * 2 + 0] = cos(arg);
        w[i * 2 + 1] = sin(arg);
    }
}

int main(void)
{
    int ln2, n, i;
    for (ln2 = 4; ln2 <= 12; ln2 += 4) {
        double *w, *x, *y, *z, err = 0.0, fnm1, e0 = 0.0;
        n = 1 << ln2;
        w = malloc(n * sizeof(double));
        x = malloc(2 * n * sizeof(double));
        y = malloc(2 * n * sizeof(double));
        z = malloc(2 * n * sizeof(double));
        cffti(n, w);
        for (i = 0; i < 2 * n; i++) z[i] = x[i] = ((i * 37 + 11) % 101) / 101.0 - 0.5;
        cfft2(n, x, y, w, +1.0);
        for (i = 0; i < n; i++) e0 += y[2 * i] * ((i % 5) - 2.0) + y[2 * i + 1] * ((i % 3) - 1.0);
        cfft2(n, y, x, w, -1.0);
        fnm1 = 1.0 / (double)n;
        for (i = 0; i < 2 * n; i++) err = fmax(err, fabs(z[i] - fnm1 * x[i]));
        printf("n=%d spectrum_probe=%.6f roundtrip_ok=%d\n", n, e0, err < 1e-12);
        free(w); free(x); free(y); free(z);
    }
    return 0;
}
