/* Sparse-matrix format kernels (SPARSKIT / Intel MKL inspector-executor style): a random
   CSR matrix converted to COO and ELLPACK; SpMV in all three formats (COO scattering into
   y with `atomic`, ELL with a padded column-major layout, CSR with a row reduction); a
   CSR transpose whose column counts are per-thread histograms in a `parallel` region
   (rows split by thread id, counts in a malloc'd nthreads x ncols table sized in `single`),
   a column-wise prefix over threads in an `omp for`, and a scatter pass in the same
   region; results compared with y = A^T x computed from the transpose and from COO. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NR 2500
#define NC 2000
#define MAXROW 12

typedef struct { int nr, nc, nnz; int *ptr, *col; double *val; } CSR;

static double t_kernels;

static CSR csr_alloc(int nr, int nc, int nnz)
{
    CSR a = { nr, nc, nnz, calloc(nr + 1, sizeof(int)), malloc(sizeof(int) * nnz), malloc(sizeof(double) * nnz) };
    return a;
}

static CSR make_matrix(void)
{
    int *len = malloc(sizeof(int) * NR);
    int nnz = 0;
    for (int r = 0; r < NR; r++) { len[r] = 1 + (r * 7 + 3) % MAXROW; nnz += len[r]; }
    CSR a = csr_alloc(NR, NC, nnz);
    for (int r = 0; r < NR; r++) a.ptr[r + 1] = a.ptr[r] + len[r];
#pragma omp parallel for schedule(dynamic, 64)
    for (int r = 0; r < NR; r++) {
        int c = (r * 13) % NC;
        for (int k = a.ptr[r]; k < a.ptr[r + 1]; k++) {
            c = (c + 1 + (r + k) % 97) % NC; /* strictly increasing within the row until wrap */
            a.col[k] = c;
            a.val[k] = ((r + 3 * k) % 19 - 9) * 0.125;
        }
    }
    free(len);
    return a;
}

static void spmv_csr(const CSR *a, const double *x, double *y)
{
#pragma omp parallel for schedule(guided)
    for (int r = 0; r < a->nr; r++) {
        double s = 0;
        for (int k = a->ptr[r]; k < a->ptr[r + 1]; k++) s += a->val[k] * x[a->col[k]];
        y[r] = s;
    }
}

static CSR transpose(const CSR *a)
{
    CSR t = csr_alloc(a->nc, a->nr, a->nnz);
    int *counts = NULL;
    int nthreads = 1;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
#pragma omp single
        {
            nthreads = omp_get_num_threads();
            counts = calloc((size_t)nthreads * a->nc, sizeof(int));
        }
        int nt = omp_get_num_threads();
        int lo = (int)((long)a->nr * tid / nt), hi = (int)((long)a->nr * (tid + 1) / nt);
        int *mine = counts + (size_t)tid * a->nc;
        for (int r = lo; r < hi; r++)
            for (int k = a->ptr[r]; k < a->ptr[r + 1]; k++) mine[a->col[k]]++;
#pragma omp barrier
#pragma omp single
        {
            /* exclusive prefix over (column, thread) in column-major order */
            int run = 0;
            for (int c = 0; c < a->nc; c++) {
                t.ptr[c] = run;
                for (int th = 0; th < nthreads; th++) {
                    int v = counts[(size_t)th * a->nc + c];
                    counts[(size_t)th * a->nc + c] = run;
                    run += v;
                }
            }
            t.ptr[a->nc] = run;
        }
        for (int r = lo; r < hi; r++)
            for (int k = a->ptr[r]; k < a->ptr[r + 1]; k++) {
                int slot = mine[a->col[k]]++;
                t.col[slot] = r;
                t.val[slot] = a->val[k];
            }
    }
    free(counts);
    return t;
}

int main(void)
{
    double t0 = omp_get_wtime();
    CSR a = make_matrix();
    /* COO */
    int *row = malloc(sizeof(int) * a.nnz);
#pragma omp parallel for
    for (int r = 0; r < a.nr; r++)
        for (int k = a.ptr[r]; k < a.ptr[r + 1]; k++) row[k] = r;
    /* ELL, column-major, padded with column 0 and value 0 */
    int width = 0;
#pragma omp parallel for reduction(max : width)
    for (int r = 0; r < a.nr; r++) width = a.ptr[r + 1] - a.ptr[r] > width ? a.ptr[r + 1] - a.ptr[r] : width;
    int *ecol = calloc((size_t)width * a.nr, sizeof(int));
    double *eval = calloc((size_t)width * a.nr, sizeof(double));
#pragma omp parallel for
    for (int r = 0; r < a.nr; r++)
        for (int k = a.ptr[r]; k < a.ptr[r + 1]; k++) {
            ecol[(size_t)(k - a.ptr[r]) * a.nr + r] = a.col[k];
            eval[(size_t)(k - a.ptr[r]) * a.nr + r] = a.val[k];
        }
    double *x = malloc(sizeof(double) * NC), *xr = malloc(sizeof(double) * NR);
    double *y1 = malloc(sizeof(double) * NR), *y2 = malloc(sizeof(double) * NR);
    double *z1 = calloc(NC, sizeof(double)), *z2 = malloc(sizeof(double) * NC);
    for (int c = 0; c < NC; c++) x[c] = (c % 17) * 0.25 - 2.0;
    for (int r = 0; r < NR; r++) xr[r] = (r % 11) * 0.5 - 2.5;
    spmv_csr(&a, x, y1);
#pragma omp parallel for
    for (int r = 0; r < a.nr; r++) {
        double s = 0;
        for (int w = 0; w < width; w++) s += eval[(size_t)w * a.nr + r] * x[ecol[(size_t)w * a.nr + r]];
        y2[r] = s;
    }
    /* z1 = A^T xr by COO scatter with atomics; z2 by the transpose's CSR SpMV */
#pragma omp parallel for
    for (int k = 0; k < a.nnz; k++) {
#pragma omp atomic
        z1[a.col[k]] += a.val[k] * xr[row[k]];
    }
    CSR t = transpose(&a);
    spmv_csr(&t, xr, z2);
    int bad_y = 0, bad_z = 0, sorted = 1;
    double ysum = 0, zsum = 0;
#pragma omp parallel for reduction(+ : bad_y, ysum)
    for (int r = 0; r < NR; r++) {
        bad_y += y1[r] != y2[r];
        ysum += y1[r];
    }
#pragma omp parallel for reduction(+ : bad_z, zsum) reduction(&& : sorted)
    for (int c = 0; c < NC; c++) {
        double d = z1[c] - z2[c];
        bad_z += d > 1e-9 || d < -1e-9;
        zsum += z2[c];
        for (int k = t.ptr[c] + 1; k < t.ptr[c + 1]; k++) sorted = sorted && t.col[k - 1] <= t.col[k];
    }
    t_kernels = omp_get_wtime() - t0;
    printf("nnz %d width %d ysum %.6e zsum %.6e mismatches %d %d transpose-sorted %d\n", a.nnz, width, ysum, zsum,
           bad_y, bad_z, sorted);
    return t_kernels < 0.0;
}
