/* Burkardt-style prime counting and schedule comparison: prime_number() is a `parallel
   shared(n) private(i,j,prime)` region with an `omp for reduction(+:total)` and a schedule
   chosen by the caller's function (static, static 1, dynamic, guided); the n loop doubles in
   a while loop like the original's table. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

int prime_default(int n)
{
    int i, j, prime, total = 0;
#pragma omp parallel shared(n) private(i, j, prime)
#pragma omp for reduction(+ : total)
    for (i = 2; i <= n; i++) {
        prime = 1;
        for (j = 2; j < i; j++) {
            if (i % j == 0) {
                prime = 0;
                break;
            }
        }
        total = total + prime;
    }
    return total;
}

int prime_static1(int n)
{
    int i, j, prime, total = 0;
#pragma omp parallel shared(n) private(i, j, prime)
#pragma omp for reduction(+ : total) schedule(static, 1)
    for (i = 2; i <= n; i++) {
        prime = 1;
        for (j = 2; j < i; j++)
            if (i % j == 0) {
                prime = 0;
                break;
            }
        total = total + prime;
    }
    return total;
}

int prime_dynamic(int n)
{
    int i, j, prime, total = 0;
#pragma omp parallel shared(n) private(i, j, prime)
#pragma omp for reduction(+ : total) schedule(dynamic, 100)
    for (i = 2; i <= n; i++) {
        prime = 1;
        for (j = 2; j < i; j++)
            if (i % j == 0) {
                prime = 0;
                break;
            }
        total = total + prime;
    }
    return total;
}

int prime_guided(int n)
{
    int i, j, prime, total = 0;
#pragma omp parallel for private(j, prime) reduction(+ : total) schedule(guided)
    for (i = n; i >= 2; i--) {
        prime = 1;
        for (j = 2; j * j <= i; j++)
            if (i % j == 0) {
                prime = 0;
                break;
            }
        total += prime;
    }
    return total;
}

int main(void)
{
    int n = 1, n_factor = 2, n_hi = 16384;
    printf("         N     Pi(N)\n");
    while (n <= n_hi) {
        int a = prime_default(n), b = prime_static1(n), c = prime_dynamic(n), d = prime_guided(n);
        printf("  %8d  %8d %s\n", n, a, (a == b && b == c && c == d) ? "same" : "DIFFER");
        n = n * n_factor;
    }
    return 0;
}
