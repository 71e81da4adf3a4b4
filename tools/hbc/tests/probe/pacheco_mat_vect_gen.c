/* Pacheco ch. 5 matrix-vector multiply: Gen_matrix and Gen_vector fill with a simple
   generator, Omp_mat_vect is a `parallel for num_threads(thread_count) default(none)
   private(i,j,temp) shared(A,x,y,m,n)`; also a version with a timing region that records
   omp_get_wtime() (not printed). */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#define GET_TIME(t) t = omp_get_wtime()
#else
#define GET_TIME(t) t = 0.0
#endif

void Gen_matrix(double A[], int m, int n)
{
    int i, j;
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) A[i * n + j] = ((i * 3 + j * 5) % 17) / 4.0;
}

void Gen_vector(double x[], int n)
{
    int i;
    for (i = 0; i < n; i++) x[i] = (i % 9) / 2.0;
}

void Omp_mat_vect(double A[], double x[], double y[], int m, int n, int thread_count)
{
    int i, j;
    double start, finish, elapsed, temp;

    GET_TIME(start);
#pragma omp parallel for num_threads(thread_count) default(none) private(i, j, temp) shared(A, x, y, m, n)
    for (i = 0; i < m; i++) {
        y[i] = 0.0;
        for (j = 0; j < n; j++) {
            temp = A[i * n + j] * x[j];
            y[i] += temp;
        }
    }
    GET_TIME(finish);
    elapsed = finish - start;
    if (elapsed < 0.0) printf("clock went backwards\n");
}

int main(void)
{
    int thread_count = 3, m = 1000, n = 777, i;
    double *A = malloc(m * n * sizeof(double));
    double *x = malloc(n * sizeof(double));
    double *y = malloc(m * sizeof(double));
    double s = 0.0;
    Gen_matrix(A, m, n);
    Gen_vector(x, n);
    Omp_mat_vect(A, x, y, m, n, thread_count);
    for (i = 0; i < m; i++) s += y[i] * (i % 4);
    printf("y[0]=%.2f y[%d]=%.2f y[%d]=%.2f weighted=%.2f\n", y[0], m / 2, y[m / 2], m - 1, y[m - 1], s);
    free(A);
    free(x);
    free(y);
    return 0;
}
