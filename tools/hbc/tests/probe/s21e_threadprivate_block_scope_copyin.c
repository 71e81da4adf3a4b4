/* copyin of a threadprivate variable declared at block scope (OpenMP Examples'
   reproducible.1.c). hbc refused `parallel for copyin(v)` ("unsupported clause 'copyin'")
   and `parallel copyin(v)` ("copyin of a variable that is not threadprivate"), which it
   accepts for a file-scope threadprivate variable. Each thread's copy starts as the
   master's 5; the loop reads it and the region adds the copies. */
#include <stdio.h>
#include <omp.h>

int main(void)
{
    static int scale;
#pragma omp threadprivate(scale)
    long s = 0, bad = 0;
    int i;
    scale = 5;
#pragma omp parallel for copyin(scale) reduction(+ : s)
    for (i = 0; i < 1000; i++)
        s += scale;
#pragma omp parallel copyin(scale) reduction(+ : bad)
    {
        if (scale != 5) bad++;
    }
    printf("s=%ld bad=%ld\n", s, bad);
    return 0;
}
