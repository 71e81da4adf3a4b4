/* A region's own variable (declared in the region, no initialiser, named only in its loop)
   carried between a thread's iterations of a loop with no schedule clause (static in libgomp
   and libomp): `last` is set when a row starts a new group and read by every row. The
   static blocks of 1, 2 and 3 threads over 96 rows all begin at a group's first row. */
#include <stdio.h>
#define N 96
static double row_out[N];

int main(void)
{
#pragma omp parallel
    {
        double last;
#pragma omp for
        for (int r = 0; r < N; r++) {
            if (r % 4 == 0) last = r * 0.5;
            row_out[r] = last + r;
        }
    }
    double s = 0;
    for (int r = 0; r < N; r++) s += row_out[r] * (r + 1);
    printf("s=%.1f\n", s);
    return 0;
}
