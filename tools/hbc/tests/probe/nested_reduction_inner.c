/* A reduction variable of an outer parallel loop that an inner parallel loop reduces into
   as well (the inner reduction applies to the outer loop's private copy). */
#include <stdio.h>
#define NO 50
#define NI 3000

int main(void)
{
    long s = 0;
    double w = 0.0;
#pragma omp parallel for reduction(+:s, w)
    for (int o = 0; o < NO; o++) {
        s += o;
#pragma omp parallel for reduction(+:s) reduction(+:w)
        for (int i = 0; i < NI; i++) { s += (i * o) % 3; w += 0.5; }
        s -= 1;
    }
    printf("s=%ld w=%.1f\n", s, w);
    return 0;
}
