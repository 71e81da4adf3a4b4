/* A variable written through a macro in two team-mode regions of one function; the same name
   is a local of the function that follows and a parameter of a function before. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define ADD(x) (count += (x))
static int twice(int count) { return count * 2; }
static int run(void)
{
    int count = 0, i;
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp for
        for (i = 0; i < 10; i++) {
#pragma omp critical
            ADD(1);
        }
        (void)t;
    }
    count = twice(count);
#pragma omp parallel
    {
        int t = omp_get_thread_num();
#pragma omp single
        ADD(100);
        (void)t;
    }
    return count;
}
static int later(void)
{
    int count = 3;
    return count + 1;
}
int main(void)
{
    printf("run=%d later=%d\n", run(), later());
    return 0;
}
