/* In C, a task inside a worksharing loop's body with a private copy of a variable from
   outside the loop (BOTS sparselu_for, alignment_for): the task's writes go to its own
   copy, so the original keeps its value and every task starts from it (the build without
   OpenMP, whose writes reach the original, cannot give this). */
// PROBE-OUTPUT: s=362383 scale=3 scratch=-1
#include <stdio.h>
int main(void) {
    int scale = 3, scratch = -1;
    long out[200];
#pragma omp parallel for
    for (int i = 0; i < 200; i++) {
#pragma omp task firstprivate(scale) private(scratch) shared(out)
        {
            scale *= 2;
            scratch = i % 7;
            out[i] = (long)scale * i + scratch;
        }
    }
    long s = 0;
    for (int i = 0; i < 200; i++) s += out[i] * (i % 5 + 1);
    printf("s=%ld scale=%d scratch=%d\n", s, scale, scratch);
    return 0;
}
