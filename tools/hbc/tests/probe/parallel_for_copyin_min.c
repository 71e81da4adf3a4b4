/* Minimal: `copyin` on a combined `parallel for` (accepted on `parallel`, and refused on
   `parallel for` until session 16, which runs it in team mode). The master's copy of
   the threadprivate variable must reach every thread's copy before the loop. */
#include <stdio.h>

static int scale = 1;
#pragma omp threadprivate(scale)

int main(void)
{
    long s = 0;
    int i;
    scale = 3;
#pragma omp parallel for copyin(scale) reduction(+ : s)
    for (i = 0; i < 1000; i++) s += scale * i;
    printf("s=%ld\n", s);
    return 0;
}
