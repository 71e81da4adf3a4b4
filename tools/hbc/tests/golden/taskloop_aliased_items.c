/* A taskloop's implicit firstprivate item that the body only reads is read in place only
 * where the function makes no pointer to it outside the body: here each one is reached
 * through a pointer made before the loop (`&a[2]`, `&s.y`, a row `m[1]`, a member array
 * `t.arr`) and written through it in the body, so the body must read its own copy, which
 * keeps the value it had (helper-120, session 74: bad=1, the body read the original).
 * EXPECT-OUTPUT: 42 42 42 42 bad=0 */
#include <stdio.h>

static int bad;

static void run(void) {
    int a[3] = {7, 8, 9};
    struct { int x, y; } s = {1, 2};
    int m[2][2] = {{1, 2}, {3, 4}};
    struct { int arr[2]; } t = {{5, 6}};
    int *pa = &a[2], *ps = &s.y, *pm = m[1], *pt = t.arr;
#pragma omp taskloop
    for (int i = 0; i < 1; i++) {
        const int a0 = a[2], s0 = s.y, m0 = m[1][0], t0 = t.arr[0];
        *pa = 42;
        *ps = 42;
        *pm = 42;
        *pt = 42;
        if (a0 != a[2] || s0 != s.y || m0 != m[1][0] || t0 != t.arr[0]) bad = 1;
    }
    printf("%d %d %d %d bad=%d\n", a[2], s.y, m[1][0], t.arr[0], bad);
}

int main(void) {
#pragma omp parallel
#pragma omp single
    run();
    return 0;
}
