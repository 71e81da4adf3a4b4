/* firstprivate + lastprivate of one variable on a taskloop, on sections, on a collapsed
 * loop and on a loop nested in a parallel loop: every piece starts from the value before
 * the construct, and the value after it is the sequentially last one's. */
#include <stdio.h>

int main(void)
{
    enum { N = 600, M = 7 };
    static long a[N], b[N][M], c[N];
    long sum = 0;
    int t = 10, s = 20, k = 30;

#pragma omp parallel
#pragma omp single
/* (grainsize: each task starts from the original; hbc makes a copy per task since session
 * 72, after refusing it in session 71) */
#pragma omp taskloop firstprivate(t) lastprivate(t) grainsize(16)
    for (int i = 0; i < N; i++) {
        a[i] = t + i;
        if (i == N - 1) t = t + 1000 * (i + 1);
    }

#pragma omp parallel sections firstprivate(s) lastprivate(s)
    {
#pragma omp section
        { a[0] += s; }
#pragma omp section
        { sum += s; s = 2; }
    }

#pragma omp parallel for collapse(2) firstprivate(k) lastprivate(k)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            b[i][j] = k + i * M + j;
            if (i == N - 1 && j == M - 1) k = -5;
        }

#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        long v = i, r = 0;
#pragma omp parallel for firstprivate(v) lastprivate(v) reduction(+:r)
        for (int j = 0; j < 50; j++) {
            r += v;
            if (j == 49) v = v * 3;
        }
        c[i] = r + v;
    }

    for (int i = 0; i < N; i++) {
        sum += a[i] + c[i];
        for (int j = 0; j < M; j++) sum += b[i][j];
    }
    printf("sum=%ld t=%d s=%d k=%d\n", sum, t, s, k);
    return 0;
}
