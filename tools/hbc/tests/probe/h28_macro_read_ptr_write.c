/* A shared scalar that the region reads only through a macro, but writes through a pointer
   taken before the region (in a single, then a barrier): every member must see the new value. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N (n)
int main(void)
{
    int n = 10, bad = 0;
    int *pn = &n;
#pragma omp parallel reduction(+ : bad)
    {
        int t = omp_get_thread_num();
#pragma omp single
        *pn = 20;
        if (N != 20) bad++;
        (void)t;
    }
    printf("n=%d bad=%d\n", n, bad);
    return 0;
}
