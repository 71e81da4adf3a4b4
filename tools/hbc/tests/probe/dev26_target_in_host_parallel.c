/* `target` regions encountered by host threads: a function with a `target teams distribute
   parallel for` called from each iteration of a host `parallel for`, a `target` with
   C89-style locals written inside (firstprivate: the host's stay unchanged), a `target`
   in a `sections` construct, and one in `single` inside a `parallel` region. */
#include <stdio.h>
// PROBE-OUTPUT: rows=50.400 row3=2.950 i=-1 t=-2 s1=499500 s2=332833500 one=1 three=3

#define R 12
#define C 300

static double mat[R][C];
static double rowsum[R];

static void row_kernel(int r)
{
    double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+:s) map(to: mat[r:1][0:C])
    for (int c = 0; c < C; c++) s += mat[r][c];
    rowsum[r] = s / C;
}

static void c89_kernel(int *out, int *pi, int *pt)
{
    int i = -1, t = -2, acc = 0;
#pragma omp target map(tofrom: acc)
    {
        for (i = 0; i < 10; i++) {
            t = i * i;
            acc += t;
        }
    }
    *out = acc;
    *pi = i;
    *pt = t;
}

int main(void)
{
    long s1 = 0, s2 = 0;
    int one = 0, three = 0, acc = 0, ci, ct;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) mat[r][c] = r * 0.5 + (c % 10) * 0.1 + 1.0;
#pragma omp parallel for
    for (int r = 0; r < R; r++) row_kernel(r);
    double rows = 0.0;
    for (int r = 0; r < R; r++) rows += rowsum[r];
    c89_kernel(&acc, &ci, &ct);
#pragma omp parallel sections
    {
#pragma omp section
        {
#pragma omp target teams distribute parallel for reduction(+:s1)
            for (int k = 0; k < 1000; k++) s1 += k;
        }
#pragma omp section
        {
#pragma omp target teams distribute parallel for reduction(+:s2)
            for (int k = 0; k < 1000; k++) s2 += (long)k * k;
        }
    }
#pragma omp parallel
    {
#pragma omp single
        {
#pragma omp target map(tofrom: one, three)
            { one = 1; three = acc / 95; }
        }
    }
    printf("rows=%.3f row3=%.3f i=%d t=%d s1=%ld s2=%ld one=%d three=%d\n", rows, rowsum[3], ci, ct, s1, s2, one, three);
    return 0;
}
