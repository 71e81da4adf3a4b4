/* Minimal: `copyin` on a combined `parallel for` (accepted on `parallel`, refused on
   `parallel for`: "unsupported clause 'copyin' on 'parallel for'"). The master's copy of
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
