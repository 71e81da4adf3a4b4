/* More copyprivate neighbours in team-mode regions (region-level thread id), C89 style: a
   function parameter made private on the region and broadcast, a private C array
   broadcast, and a variable private because it is declared in a block that encloses the
   single inside the region (the last is what OpenMP programs usually write). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

static int run(int width)
{
    int arr[4], bad, k;
    bad = 0;
    arr[0] = arr[1] = arr[2] = arr[3] = -1;
#pragma omp parallel private(width, arr, k) reduction(+ : bad)
    {
        seen[omp_get_thread_num()] = 1;
        width = 0;
        for (k = 0; k < 4; k++) arr[k] = 0;
#pragma omp single copyprivate(width, arr)
        {
            width = 16;
            for (k = 0; k < 4; k++) arr[k] = k * 10;
        }
        if (width != 16) bad++;
        for (k = 0; k < 4; k++)
            if (arr[k] != k * 10) bad++;
        {
            int blockvar = 0;
#pragma omp single copyprivate(blockvar)
            blockvar = 5;
            if (blockvar != 5) bad++;
        }
    }
    return bad;
}

int main(void)
{
    printf("bad=%d\n", run(3));
    return 0;
}
