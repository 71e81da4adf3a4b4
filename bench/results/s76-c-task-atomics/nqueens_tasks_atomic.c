// n-queens with C tasks whose bodies count solutions with `omp atomic` (bench/results/s76-c-task-atomics)
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static long solutions;
static int ok(int n, const char *a) {
    for (int i = 0; i < n; i++) {
        char p = a[i];
        for (int j = i + 1; j < n; j++) {
            char q = a[j];
            if (q == p || q == p - (j - i) || q == p + (j - i)) return 0;
        }
    }
    return 1;
}
static void nqueens(int n, int j, char *a) {
    if (n == j) {
#pragma omp atomic
        solutions++;
        return;
    }
    for (int i = 0; i < n; i++) {
#pragma omp task firstprivate(i, j, n, a)
        {
            char b[32];
            for (int k = 0; k < j; k++) b[k] = a[k];
            b[j] = (char)i;
            if (ok(j + 1, b)) {
                if (j + 1 == n) {
#pragma omp atomic
                    solutions++;
                } else {
                    nqueens(n, j + 1, b);
                }
            }
        }
    }
#pragma omp taskwait
}
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 11;
    char a[32];
    double t0 = now();
#pragma omp parallel
#pragma omp single
    nqueens(n, 0, a);
    fprintf(stderr, "time %.3f\n", now() - t0);
    printf("%ld\n", solutions);
    return 0;
}
