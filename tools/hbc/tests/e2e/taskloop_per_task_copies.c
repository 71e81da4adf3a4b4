/* A taskloop with grainsize or num_tasks and an item both firstprivate and lastprivate:
 * each task starts from the original's value, and the original ends with the last task's
 * copy (OpenMP 5.1, 2.12.2 and 2.21.4). Each iteration records whether it saw the
 * original's value, which marks where a task starts; the sizes must be what the clause
 * allows and the result must be the last task's sum. One copy for the whole loop (before
 * session 72) gives one task of all the iterations. Without OpenMP the program prints the
 * same "ok" lines.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>

#define N 1000

static int starts[N];

/* Task sizes from starts[]: each in [lo, hi) unless it is the only task; returns the
 * number of tasks, or -1, and the first iteration of the last one in *last. */
static int tasks(int lo, int hi, int *last) {
    int count = 0, size = 0;
    for (int i = 0; i < N; i++) {
        if (starts[i]) {
            if (count && (size < lo || size >= hi)) return -1;
            count++;
            size = 0;
            *last = i;
        }
        size++;
    }
    if (count > 1 && (size < lo || size >= hi)) return -1;
    return count;
}

static long lastTaskSum(long x0, int first) {
    for (int i = first; i < N; i++) x0 += i + 1;
    return x0;
}

int main(void) {
    long x = 5;
    int last = 0;
    struct { long a, b; } pair = {7, 11};
#pragma omp parallel
#pragma omp single
#pragma omp taskloop firstprivate(x) lastprivate(x) grainsize(40)
    for (int i = 0; i < N; i++) {
        starts[i] = x == 5;
        x += i + 1;
    }
#ifdef _OPENMP
    int n = tasks(40, 80, &last);
    printf("grainsize: %s\n", n >= N / 80 && n <= N / 40 && x == lastTaskSum(5, last) ? "ok" : "WRONG");
    if (n < 0 || x != lastTaskSum(5, last)) printf("  tasks %d, x %ld\n", n, x);
#else
    printf("grainsize: ok\n");
#endif

    x = 5;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop firstprivate(x, pair) lastprivate(x, pair) num_tasks(7)
    for (int i = 0; i < N; i++) {
        starts[i] = x == 5 && pair.a == 7;
        x += i + 1;
        pair.a += 2;
        pair.b = pair.a + i;
    }
#ifdef _OPENMP
    int m = tasks(1, N + 1, &last);
    printf("num_tasks: %s\n", m == 7 && x == lastTaskSum(5, last) && pair.a == 7 + 2 * (N - last) &&
                              pair.b == pair.a + N - 1 ? "ok" : "WRONG");
    if (m != 7) printf("  tasks %d\n", m);
#else
    printf("num_tasks: ok\n");
#endif

    int a[3] = {1, 2, 3};  /* a C array: copied with memcpy */
#pragma omp parallel
#pragma omp single
#pragma omp taskloop firstprivate(a) lastprivate(a) num_tasks(4)
    for (int i = 0; i < N; i++) {
        starts[i] = a[0] == 1 && a[1] == 2 && a[2] == 3;
        a[i % 3] += i + 1;
    }
#ifdef _OPENMP
    int k = tasks(1, N + 1, &last), want[3] = {1, 2, 3};
    for (int i = last; i < N; i++) want[i % 3] += i + 1;
    printf("array: %s\n", k == 4 && a[0] == want[0] && a[1] == want[1] && a[2] == want[2] ? "ok" : "WRONG");
#else
    printf("array: ok\n");
#endif
    return 0;
}
