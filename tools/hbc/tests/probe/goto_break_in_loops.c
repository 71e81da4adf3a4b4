/* Control flow that stays inside one structured block: `goto` to a label in the same loop
   body (skip and retry paths), `break` out of a sequential loop nested in the body of an
   `omp for`, `continue` of the worksharing loop, and a `goto` that leaves an inner
   sequential loop for a label later in the same iteration; in a `parallel for`, in a
   region's `for`, and in team-mode region code that uses omp_get_thread_num(). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 2000

static int first_factor(int v)
{
    int f = v;
    for (int d = 2; d * d <= v; d++)
        if (v % d == 0) { f = d; break; }
    return f;
}

int main(void)
{
    long a = 0, b = 0, c = 0;
#pragma omp parallel for reduction(+ : a)
    for (int i = 0; i < N; i++) {
        int tries = 0;
    again:
        tries++;
        if (i % 5 == 0 && tries < 3) goto again;
        if (i % 7 == 0) continue;
        for (int j = 2; j < 100; j++) {
            if ((i + j) % 11 == 0) {
                a += j;
                break;
            }
        }
        a += tries;
    }
#pragma omp parallel
    {
#pragma omp for reduction(+ : b)
        for (int i = 1; i < N; i++) {
            for (int j = 0; j < 50; j++)
                for (int k = 0; k < 50; k++)
                    if (j * k == i) {
                        b += j + k;
                        goto found;
                    }
            b -= 1;
        found:
            b += first_factor(i);
        }
    }
#pragma omp parallel reduction(+ : c)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < N; i += n) {
            int v = i;
        step:
            if (v > 10) {
                v /= 3;
                c += 1;
                goto step;
            }
            c += v;
        }
    }
    printf("a=%ld b=%ld c=%ld\n", a, b, c);
    return 0;
}
