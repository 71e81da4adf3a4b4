/* Pointer loop variables: `for (double *p = a; p < a + n; ++p)`, a const pointer stepping
   by 3 with <=, a pointer counting down with >, a pointer to struct, and a pointer
   declared outside the loop (lastprivate: its sequential final value after the loop). */
#include <stdio.h>

struct pt { int x, y; };
static double a[3001];
static int b[3001];
static struct pt pts[1000];

int main(int argc, char **argv)
{
    (void)argv;
    int n = 3000 + argc - 1;
    for (int i = 0; i < n; i++) { a[i] = i % 13; b[i] = i % 29; }
    for (int i = 0; i < 1000; i++) { pts[i].x = i; pts[i].y = i % 7; }
    double s1 = 0;
    long s2 = 0, s3 = 0, s4 = 0;
#pragma omp parallel for reduction(+:s1)
    for (double *p = a; p < a + n; ++p)
        s1 += *p * 2;
#pragma omp parallel for reduction(+:s2)
    for (const int *q = b; q <= b + n - 3; q += 3)
        s2 += q[0] + q[1];
    int *r;
#pragma omp parallel for reduction(+:s3) lastprivate(r)
    for (r = b + n; r > b; r--)
        s3 += r[-1] * (long)(r - b);
#pragma omp parallel for reduction(+:s4)
    for (struct pt *t = &pts[998]; t > &pts[0]; t -= 2)
        s4 += t->x * t->y;
    printf("s1=%.0f s2=%ld s3=%ld s4=%ld r-b=%td\n", s1, s2, s3, s4, r - b);
    return 0;
}
