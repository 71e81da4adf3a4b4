/* C: a taskloop becomes a heartbeat loop (the outlined range function of a worksharing
 * loop), run in order outside any active region (main's own taskloop). An implicit
 * firstprivate item the body writes gets a copy per range (`seen`: the original stays 0);
 * collapse(2) and a reduction; a taskloop in a parallel loop's body is a nested loop.
 * `final` keeps it in place.
 * EXPECT-OUTPUT: 4950 0 2000 3600 45 190 */
#include <stdio.h>

static long sum_seen, seen_seen, grid_seen, nested_seen;

static void work(const long *a, int n) {
    long sum = 0, seen = 0, grid = 0;
#pragma omp taskloop reduction(+: sum)
    for (int i = 0; i < n; ++i) {
        sum += a[i];
        seen += 1;
    }
#pragma omp taskloop collapse(2) reduction(+: grid)
    for (int i = 0; i < 40; ++i)
        for (int j = 0; j < 50; ++j) grid += 1;
    sum_seen = sum;
    seen_seen = seen;
    grid_seen = grid;
}

int main(void) {
    long a[100];
    for (int i = 0; i < 100; ++i) a[i] = i;
#pragma omp parallel
#pragma omp single
    work(a, 100);
    long nested = 0;
#pragma omp parallel for reduction(+: nested)
    for (int i = 0; i < 60; ++i) {
        long inner = 0;
#pragma omp taskloop reduction(+: inner)
        for (int j = 0; j < 60; ++j) inner += 1;
        nested += inner;
    }
    int f = 0;
#pragma omp taskloop final(1) reduction(+: f)
    for (int i = 0; i < 10; ++i) f += i;
    long outside = 0;
#pragma omp taskloop reduction(+: outside)
    for (int i = 0; i < 20; ++i) outside += i;
    printf("%ld %ld %ld %ld %d %ld\n", sum_seen, seen_seen, grid_seen, nested, f, outside);
    return 0;
}
