/* Burkardt-style LINPACK factor/solve: sgefa-like Gaussian elimination with partial pivoting
   where, for each pivot column, the row swap and the daxpy elimination of the remaining
   columns is a `parallel for shared(a,lda,n,k,l,t) private(i,j)` loop; the solve step is
   serial. The matrix is the classic symmetric second-difference-plus-ones test, whose
   solution is known. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int idamax(int n, double dx[], int incx)
{
    double dmax;
    int i, ix, value;
    value = 0;
    if (n < 1 || incx <= 0) return value;
    value = 1;
    if (n == 1) return value;
    ix = 0;
    dmax = fabs(dx[0]);
    ix = ix + incx;
    for (i = 1; i < n; i++) {
        if (dmax < fabs(dx[ix])) {
            value = i + 1;
            dmax = fabs(dx[ix]);
        }
        ix = ix + incx;
    }
    return value;
}

int dgefa(double a[], int lda, int n, int ipvt[])
{
    int i, info, j, k, l;
    double t;
    info = 0;
    for (k = 1; k <= n - 1; k++) {
        l = idamax(n - k + 1, a + (k - 1) + (k - 1) * lda, 1) + k - 1;
        ipvt[k - 1] = l;
        if (a[l - 1 + (k - 1) * lda] == 0.0) {
            info = k;
            continue;
        }
        if (l != k) {
            t = a[l - 1 + (k - 1) * lda];
            a[l - 1 + (k - 1) * lda] = a[k - 1 + (k - 1) * lda];
            a[k - 1 + (k - 1) * lda] = t;
        }
        t = -1.0 / a[k - 1 + (k - 1) * lda];
        for (i = k + 1; i <= n; i++) a[i - 1 + (k - 1) * lda] *= t;
#pragma omp parallel for shared(a, lda, n, k, l) private(i, j, t)
        for (j = k + 1; j <= n; j++) {
            t = a[l - 1 + (j - 1) * lda];
            if (l != k) {
                a[l - 1 + (j - 1) * lda] = a[k - 1 + (j - 1) * lda];
                a[k - 1 + (j - 1) * lda] = t;
            }
            for (i = k + 1; i <= n; i++) a[i - 1 + (j - 1) * lda] += t * a[i - 1 + (k - 1) * lda];
        }
    }
    ipvt[n - 1] = n;
    if (a[n - 1 + (n - 1) * lda] == 0.0) info = n;
    return info;
}

void dgesl(double a[], int lda, int n, int ipvt[], double b[])
{
    int k, l;
    double t;
    for (k = 1; k <= n - 1; k++) {
        l = ipvt[k - 1];
        t = b[l - 1];
        if (l != k) {
            b[l - 1] = b[k - 1];
            b[k - 1] = t;
        }
        for (l = k + 1; l <= n; l++) b[l - 1] += t * a[l - 1 + (k - 1) * lda];
    }
    for (k = n; 1 <= k; k--) {
        b[k - 1] = b[k - 1] / a[k - 1 + (k - 1) * lda];
        t = -b[k - 1];
        for (l = 1; l <= k - 1; l++) b[l - 1] += t * a[l - 1 + (k - 1) * lda];
    }
}

int main(void)
{
    int n = 300, lda = 300, i, j, info;
    double *a = malloc(lda * n * sizeof(double));
    double *b = malloc(n * sizeof(double));
    int *ipvt = malloc(n * sizeof(int));
    double err = 0.0;
    /* a(i,j) = n - max(i,j) + 1 with a known inverse pattern; x = 1..n */
    for (j = 1; j <= n; j++)
        for (i = 1; i <= n; i++) a[i - 1 + (j - 1) * lda] = (i == j) ? 4.0 : ((abs(i - j) == 1) ? -1.0 : 1.0 / (i + j));
    for (i = 1; i <= n; i++) {
        b[i - 1] = 0.0;
        for (j = 1; j <= n; j++) b[i - 1] += a[i - 1 + (j - 1) * lda] * (double)j;
    }
    info = dgefa(a, lda, n, ipvt);
    dgesl(a, lda, n, ipvt, b);
    for (i = 0; i < n; i++) err = fmax(err, fabs(b[i] - (i + 1)));
    printf("info=%d x[0]=%.6f x[%d]=%.6f x[%d]=%.6f small_err=%d pivots=%d,%d,%d\n", info, b[0], n / 2,
           b[n / 2], n - 1, b[n - 1], err < 1e-8, ipvt[0], ipvt[1], ipvt[n / 2]);
    free(a); free(b); free(ipvt);
    return 0;
}
