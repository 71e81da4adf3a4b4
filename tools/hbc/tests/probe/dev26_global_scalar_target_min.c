/* Minimal: a file-scope scalar that is not `declare target`, and a static local, written in
   a `target` that names them in no map clause. OpenMP 5.0: a scalar not mapped is
   firstprivate on the target, so the host's keep 0 (gcc -fopenmp: g=0 s=0). hbc's copy
   check skips variables without local storage, so the original is written: g=1 s=1. */
#include <stdio.h>
// PROBE-OUTPUT: g=0 s=0
int g = 0;

int main(void)
{
    static int s = 0;
#pragma omp target
    { g = 1; s = 1; }
    printf("g=%d s=%d\n", g, s);
    return 0;
}
