#include <stdio.h>
void step(int *x);
int main(void) {
    int r[4] = {0, 0, 0, 0};
#pragma omp parallel for
    for (int b = 0; b < 4; b++) {
#pragma omp parallel          /* nested: a team of one in OpenMP */
        step(&r[b]);
    }
    printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
    return 0;
}
