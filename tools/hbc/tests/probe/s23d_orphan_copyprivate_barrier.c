/* An orphaned single copyprivate followed by an orphaned barrier, in a function of
   this file called from a parallel region (gpsilva2003/OPENMP omp_copyprivate.c idiom:
   one thread allocates, all read, barrier, one frees). hbc puts the region in heartbeat
   mode (the callee holds `single copyprivate`), then the non-static callee's barrier
   check stops the program at run time; with `static int read_value` it runs right. */
#include <stdio.h>
#include <stdlib.h>

int read_value(void)
{
    int *tmp;
    int v;
#pragma omp single copyprivate(tmp)
    {
        tmp = (int *)malloc(sizeof(int));
        *tmp = 42;
    }
    v = *tmp;
#pragma omp barrier
#pragma omp single
    free(tmp);
    return v;
}

int main(void)
{
    int bad = 0;
#pragma omp parallel
    {
        int a = read_value();
        if (a != 42) bad = 1;
    }
    printf("bad=%d\n", bad);
    return 0;
}
