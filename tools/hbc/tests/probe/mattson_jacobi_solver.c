/* Jacobi iteration for a diagonally dominant system, in the style of the common-core
   solution: the matrix-vector sweep is a `parallel for private(i,j)` and the convergence
   test a `parallel for reduction(+:conv)`; the iteration vector pointers are swapped
   between sweeps in a while loop. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define TOLERANCE 0.001
#define DEF_SIZE 400
#define MAX_ITERS 100000
#define LARGE 1000000.0
#define TYPE double

void init_diag_dom_near_identity_matrix(int Ndim, TYPE *A)
{
    int i, j;
    for (i = 0; i < Ndim; i++) {
        TYPE sum = (TYPE)0.0;
        for (j = 0; j < Ndim; j++) {
            *(A + i * Ndim + j) = (TYPE)(((i * 7 + j * 13) % 23) / 1000.0);
            sum += *(A + i * Ndim + j);
        }
        *(A + i * Ndim + i) += sum;
        *(A + i * Ndim + i) += 1.0;
    }
}

int main(int argc, char **argv)
{
    int Ndim = DEF_SIZE;
    TYPE *A, *b, *xnew, *xold, *xtmp;
    TYPE err, chksum, conv;
    int i, j, iters;
    (void)argv;
    if (argc > 99) Ndim = argc;

    A = (TYPE *)malloc(Ndim * Ndim * sizeof(TYPE));
    b = (TYPE *)malloc(Ndim * sizeof(TYPE));
    xnew = (TYPE *)malloc(Ndim * sizeof(TYPE));
    xold = (TYPE *)malloc(Ndim * sizeof(TYPE));

    init_diag_dom_near_identity_matrix(Ndim, A);
    for (i = 0; i < Ndim; i++) {
        b[i] = (TYPE)(i % 51) / 51.0;
        xnew[i] = (TYPE)0.0;
        xold[i] = (TYPE)0.0;
    }

    conv = LARGE;
    iters = 0;
    while ((conv > TOLERANCE) && (iters < MAX_ITERS)) {
        iters++;
        xtmp = xnew;
        xnew = xold;
        xold = xtmp;

#pragma omp parallel for private(i, j)
        for (i = 0; i < Ndim; i++) {
            xnew[i] = (TYPE)0.0;
            for (j = 0; j < Ndim; j++) {
                if (i != j) xnew[i] += A[i * Ndim + j] * xold[j];
            }
            xnew[i] = (b[i] - xnew[i]) / A[i * Ndim + i];
        }
        conv = 0.0;
#pragma omp parallel for private(i) reduction(+ : conv)
        for (i = 0; i < Ndim; i++) {
            TYPE tmp = xnew[i] - xold[i];
            conv += tmp * tmp;
        }
        conv = sqrt((double)conv);
    }

    err = (TYPE)0.0;
    chksum = (TYPE)0.0;
    for (i = 0; i < Ndim; i++) {
        xold[i] = (TYPE)0.0;
        for (j = 0; j < Ndim; j++) xold[i] += A[i * Ndim + j] * xnew[j];
        TYPE tmp = xold[i] - b[i];
        chksum += xnew[i];
        err += tmp * tmp;
    }
    err = sqrt((double)err);
    printf("jacobi solver: %d iterations, chksum %.6f, err<0.01 %d\n", iters, (double)chksum, err < 0.01);
    free(A); free(b); free(xnew); free(xold);
    return 0;
}
