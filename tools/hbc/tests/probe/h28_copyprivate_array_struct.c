/* single copyprivate of region-private arrays and structs in a team-mode region. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
struct pt { int x; double y; char tag[4]; };
int main(void)
{
    int bad = 0;
#pragma omp parallel reduction(+ : bad)
    {
        int arr[5];
        struct pt p;
        double m[2][3];
        int k, j;
        int t = omp_get_thread_num();
        for (k = 0; k < 5; k++) arr[k] = -1;
        p.x = -1; p.y = -1.0; p.tag[0] = 'z';
#pragma omp single copyprivate(arr, p, m)
        {
            for (k = 0; k < 5; k++) arr[k] = k * k;
            p.x = 42; p.y = 2.5; p.tag[0] = 'a'; p.tag[1] = 0;
            for (k = 0; k < 2; k++) for (j = 0; j < 3; j++) m[k][j] = k * 10 + j;
        }
        for (k = 0; k < 5; k++) if (arr[k] != k * k) bad++;
        if (p.x != 42 || p.y != 2.5 || p.tag[0] != 'a') bad++;
        for (k = 0; k < 2; k++) for (j = 0; j < 3; j++) if (m[k][j] != k * 10 + j) bad++;
        (void)t;
    }
    printf("bad=%d\n", bad);
    return 0;
}
