/* Old-style C (C89 declarations at the top of the function, loop variables reused across
   loops), macros wrapping loop bounds and bodies, `static` file-level arrays, loops with
   `unsigned` and `long` indices and `<=` bounds, `parallel for collapse(2) private(k)`,
   `parallel for private(i,j,k)` naming variables declared at the top, `#pragma omp atomic`
   on array elements, `critical(name)`, `omp_set_num_threads(k)` before regions, `num_threads`
   clauses, everything under `#ifdef _OPENMP` guards. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 96
#define M 80
#define NB 17
#define FOR_I for (i = 0; i <= N - 1; i++)
#define IDX(a, b) ((a) * M + (b))
#define SQR(x) ((x) * (x))

static double A[N * M], B[N * M];
static long hist[NB];
static double gmax;

int main(void)
{
    int i, j, k;
    unsigned int ui;
    long li;
    double sum;
    long cnt;

#ifdef _OPENMP
    omp_set_num_threads(3);
#endif
#pragma omp parallel for private(i, j, k)
    FOR_I {
        for (j = 0; j <= M - 1; j++) {
            A[IDX(i, j)] = (double)((i * 7 + j * 3) % 13);
        }
    }

#pragma omp parallel for collapse(2) private(k) num_threads(2)
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            double s = 0;
            for (k = -1; k <= 1; k++)
                if (i + k >= 0 && i + k < N) s += A[IDX(i + k, j)];
            B[IDX(i, j)] = s / 3.0;
        }

    sum = 0.0;
#pragma omp parallel for reduction(+ : sum)
    for (ui = 0u; ui <= (unsigned)(N * M - 1); ui++) sum += SQR(B[ui]);

    cnt = 0;
#pragma omp parallel for reduction(+ : cnt)
    for (li = (long)N * M - 1; li >= 0L; li -= 3L) {
        int b = (int)(B[li] * 7) % NB;
#pragma omp atomic
        hist[b]++;
        cnt++;
    }

    gmax = -1.0;
#pragma omp parallel for private(j) lastprivate(i)
    for (i = 0; i < N; i++) {
        double rowmax = -1.0;
        for (j = 0; j < M; j++)
            if (B[IDX(i, j)] > rowmax) rowmax = B[IDX(i, j)];
#pragma omp critical(maxupd)
        {
            if (rowmax > gmax) gmax = rowmax;
        }
    }
    printf("sum=%.6f cnt=%ld gmax=%.6f i=%d\n", sum, cnt, gmax, i);
    for (k = 0; k < NB; k++) printf("%ld%c", hist[k], k == NB - 1 ? '\n' : ' ');
    return 0;
}
