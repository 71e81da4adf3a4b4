/* Array elements as reduction items (OpenMP 5.0; gcc 12 takes them): HeCBench
   atomicIntrinsics writes `reduction(max: gpuData[2]) reduction(min: gpuData[3])`. hbc
   refused them until session 23 ("use a section a[i:1]"); an element is now that section.
   On a parallel for (heartbeat mode), through a pointer, and on a region whose code asks its
   thread number (team mode). */
// PROBE-ENV: HB_NUM_WORKERS=3
// PROBE-OUTPUT: sum=4950 max=99 min=-99 p=4950 team=3 other=7
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

int main(void)
{
    int d[5] = {0, 0, -1000, 1000, 7}, e[4] = {0, 0, -1000, 1000};
    long acc[3] = {0, 0, 0};
    long *p = acc;
#pragma omp parallel for reduction(+ : d[0])
    for (int i = 0; i < 100; i++) d[0] += i;
#pragma omp parallel for reduction(max : e[2])
    for (int i = 0; i < 100; i++)
        if (i > e[2]) e[2] = i;
#pragma omp parallel for reduction(min : e[3])
    for (int i = 0; i < 100; i++)
        if (-i < e[3]) e[3] = -i;
#pragma omp parallel for reduction(+ : p[1])
    for (int i = 0; i < 100; i++) p[1] += i;
#pragma omp parallel num_threads(3) reduction(+ : d[1])
    {
        d[1] += 1;
        if (omp_get_thread_num() == 0) d[4] += 0;
    }
#ifndef _OPENMP
    d[1] = 3;
#endif
    printf("sum=%d max=%d min=%d p=%ld team=%d other=%d\n", d[0], e[2], e[3], acc[1], d[1], d[4]);
    return 0;
}
