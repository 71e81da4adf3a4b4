/* HPCCG-style conjugate gradient: a CSR matrix from a 27-point stencil, HPC_sparsemv,
   ddot and waxpby in their own functions, each a `parallel for` (ddot with a reduction,
   and a special case when x == y), timing with omp_get_wtime printed to stderr only. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
#include <sys/time.h>
static double omp_get_wtime(void) { struct timeval tv; gettimeofday(&tv, 0); return tv.tv_sec + tv.tv_usec * 1e-6; }
#endif

typedef struct {
    int nrow;
    int *nnz_in_row;
    double **ptr_to_vals_in_row;
    int **ptr_to_inds_in_row;
    double *list_of_vals;
    int *list_of_inds;
} HPC_Sparse_Matrix;

static int HPC_sparsemv(HPC_Sparse_Matrix *A, const double *const x, double *const y)
{
    const int nrow = A->nrow;
#pragma omp parallel for
    for (int i = 0; i < nrow; i++) {
        double sum = 0.0;
        const double *const cur_vals = (const double *const)A->ptr_to_vals_in_row[i];
        const int *const cur_inds = (const int *const)A->ptr_to_inds_in_row[i];
        const int cur_nnz = (const int)A->nnz_in_row[i];
        for (int j = 0; j < cur_nnz; j++)
            sum += cur_vals[j] * x[cur_inds[j]];
        y[i] = sum;
    }
    return 0;
}

static int ddot(const int n, const double *const x, const double *const y, double *const result, double *time_allreduce)
{
    double local_result = 0.0;
    if (y == x) {
#pragma omp parallel for reduction (+:local_result)
        for (int i = 0; i < n; i++) local_result += x[i] * x[i];
    } else {
#pragma omp parallel for reduction (+:local_result)
        for (int i = 0; i < n; i++) local_result += x[i] * y[i];
    }
    *result = local_result;
    *time_allreduce += 0.0;
    return 0;
}

static int waxpby(const int n, const double alpha, const double *const x,
                  const double beta, const double *const y, double *const w)
{
    if (alpha == 1.0) {
#pragma omp parallel for
        for (int i = 0; i < n; i++) w[i] = x[i] + beta * y[i];
    } else if (beta == 1.0) {
#pragma omp parallel for
        for (int i = 0; i < n; i++) w[i] = alpha * x[i] + y[i];
    } else {
#pragma omp parallel for
        for (int i = 0; i < n; i++) w[i] = alpha * x[i] + beta * y[i];
    }
    return 0;
}

#define TICK() t0 = omp_get_wtime()
#define TOCK(t) t += omp_get_wtime() - t0

int main(void)
{
    const int nx = 12, ny = 12, nz = 12, n = nx * ny * nz;
    HPC_Sparse_Matrix *A = calloc(1, sizeof *A);
    A->nrow = n;
    A->nnz_in_row = malloc(n * sizeof(int));
    A->ptr_to_vals_in_row = malloc(n * sizeof(double *));
    A->ptr_to_inds_in_row = malloc(n * sizeof(int *));
    A->list_of_vals = malloc(27 * n * sizeof(double));
    A->list_of_inds = malloc(27 * n * sizeof(int));
    double *x = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double)), *xexact = malloc(n * sizeof(double));
    double *curvalptr = A->list_of_vals;
    int *curindptr = A->list_of_inds;
    for (int iz = 0; iz < nz; iz++)
        for (int iy = 0; iy < ny; iy++)
            for (int ix = 0; ix < nx; ix++) {
                int curlocalrow = iz * nx * ny + iy * nx + ix, nnzrow = 0;
                A->ptr_to_vals_in_row[curlocalrow] = curvalptr;
                A->ptr_to_inds_in_row[curlocalrow] = curindptr;
                for (int sz = -1; sz <= 1; sz++)
                    for (int sy = -1; sy <= 1; sy++)
                        for (int sx = -1; sx <= 1; sx++) {
                            int col = curlocalrow + sz * nx * ny + sy * nx + sx;
                            if (ix + sx >= 0 && ix + sx < nx && iy + sy >= 0 && iy + sy < ny && iz + sz >= 0 && iz + sz < nz) {
                                *curvalptr++ = (col == curlocalrow) ? 27.0 : -1.0;
                                *curindptr++ = col;
                                nnzrow++;
                            }
                        }
                A->nnz_in_row[curlocalrow] = nnzrow;
                x[curlocalrow] = 0.0;
                b[curlocalrow] = 27.0 - ((double)(nnzrow - 1));
                xexact[curlocalrow] = 1.0;
            }
    double *r = malloc(n * sizeof(double)), *p = malloc(n * sizeof(double)), *Ap = malloc(n * sizeof(double));
    double t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, normr = 0, rtrans = 0, oldrtrans = 0, alpha, beta;
    int max_iter = 150, k;
    TICK(); waxpby(n, 1.0, x, 0.0, x, p); TOCK(t2);
    TICK(); HPC_sparsemv(A, p, Ap); TOCK(t3);
    TICK(); waxpby(n, 1.0, b, -1.0, Ap, r); TOCK(t2);
    TICK(); ddot(n, r, r, &rtrans, &t4); TOCK(t1);
    normr = sqrt(rtrans);
    for (k = 1; k < max_iter && normr > 1e-10; k++) {
        if (k == 1) {
            TICK(); waxpby(n, 1.0, r, 0.0, r, p); TOCK(t2);
        } else {
            oldrtrans = rtrans;
            TICK(); ddot(n, r, r, &rtrans, &t4); TOCK(t1);
            beta = rtrans / oldrtrans;
            TICK(); waxpby(n, 1.0, r, beta, p, p); TOCK(t2);
        }
        normr = sqrt(rtrans);
        TICK(); HPC_sparsemv(A, p, Ap); TOCK(t3);
        double alpha_den;
        TICK(); ddot(n, p, Ap, &alpha_den, &t4); TOCK(t1);
        alpha = rtrans / alpha_den;
        TICK();
        waxpby(n, 1.0, x, alpha, p, x);
        waxpby(n, 1.0, r, -alpha, Ap, r);
        TOCK(t2);
    }
    double err = 0;
    for (int i = 0; i < n; i++) err = fmax(err, fabs(x[i] - xexact[i]));
    fprintf(stderr, "time ddot=%g waxpby=%g sparsemv=%g\n", t1, t2, t3);
    printf("iters=%d err_small=%d x0=%.6f\n", k, err < 1e-6, x[n / 2]);
    return 0;
}
