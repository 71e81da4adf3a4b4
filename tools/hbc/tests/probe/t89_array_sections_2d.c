/* Array reductions in team mode (a static-schedule loop whose body asks its thread number)
   with C89 declarations: a whole 1-D array, a section `h[2:5]` in the middle of an array, a
   2-D section `m[1:3][0:4]` and a section of a pointer parameter. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 500

static int tid_ok;

static void fill(long *p, int n)
{
    int i;
#pragma omp parallel for schedule(static) reduction(+ : p[0:n]) reduction(+ : tid_ok)
    for (i = 0; i < 4 * n; i++) {
        p[i % n] += i;
        tid_ok += omp_get_thread_num() >= 0;
    }
}

int main(void)
{
    int i, j;
    long whole[4], h[10], m[5][4], buf[6];
    for (i = 0; i < 4; i++) whole[i] = i;
    for (i = 0; i < 10; i++) h[i] = 100 + i;
    for (i = 0; i < 5; i++)
        for (j = 0; j < 4; j++) m[i][j] = i * 10 + j;
    for (i = 0; i < 6; i++) buf[i] = 1;
#pragma omp parallel for schedule(static) reduction(+ : whole) reduction(+ : h[2:5])
    for (i = 0; i < N; i++) {
        whole[i % 4] += i + omp_get_thread_num() * 0;
        h[2 + i % 5] += 1;
    }
#pragma omp parallel for schedule(static) reduction(+ : m[1:3][0:4])
    for (i = 0; i < N; i++) {
        m[1 + i % 3][i % 4] += 2 + omp_get_thread_num() * 0;
    }
    fill(buf, 6);
    for (i = 0; i < 4; i++) printf("%ld ", whole[i]);
    printf("\n");
    for (i = 0; i < 10; i++) printf("%ld ", h[i]);
    printf("\n");
    for (i = 0; i < 5; i++)
        for (j = 0; j < 4; j++) printf("%ld ", m[i][j]);
    printf("\n");
    for (i = 0; i < 6; i++) printf("%ld ", buf[i]);
    printf("ok=%d\n", tid_ok);
    return 0;
}
