/* A chain of tasks: each task spawns the task for the next element and ends without waiting
   (a legal OpenMP pattern: libgomp defers each task, the stack does not grow).
   usage: ./a.out N
   expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4, N=200000): total=200000
   actual (hbc -O2): HB_NUM_WORKERS=1 segfaults (rc 139) from N=6000, HB_NUM_WORKERS=2 from
   N=12000 (N=10000 ok); with ulimit -s 65536, N=30000 passes at 1 worker. gdb: frames
   __hb_task_N -> hbc_task_scope_close -> hb_task_group_wait -> __hb_task_N ... nested once
   per chain element (each task waits for its child at its end), ~1.4 KB of stack each. */
#include <stdio.h>
#include <stdlib.h>
static long total;
static void step(int i, int n)
{
    if (i == n) return;
#pragma omp atomic
    total++;
#pragma omp task
    step(i + 1, n);
}
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 200000;
#pragma omp parallel
#pragma omp single
    step(0, n);
    printf("total=%ld\n", total);
    return 0;
}
