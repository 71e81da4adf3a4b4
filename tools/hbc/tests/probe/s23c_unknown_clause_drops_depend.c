/* A directive with a clause clang 14 does not know (here `label(...)`, an extension that
   the nOS-V/OmpSs-2 flavour of OpenMP accepts; bench6's heat solver_openmp.c writes
   `#pragma omp task label("block computation") depend(...)`): clang parses the directive
   up to that clause and ignores the rest with only a warning (-Wextra-tokens), so the
   depend clauses after it are dropped. gcc -fopenmp rejects the directive. hbc passes -w
   to hbc-translate, so the program builds silently and its tasks run unordered: the chain
   below must apply x = 3*x + i in the order the tasks were created. The same happens to
   `#pragma omp parallel for nosuchclause reduction(+:s)` (the reduction is dropped).
   Refusing the directive (as gcc does) would be right. */
// PROBE-ACCEPT: build-failed (the intended refusal since session 23: clang 14 would drop the clauses after the one it does not know; gcc rejects the line too)
#include <stdio.h>

static unsigned spin(unsigned v)
{
    for (volatile int k = 0; k < 300; k++)
        v = v * 2654435761u + 1u;
    return v;
}

int main(void)
{
    unsigned x = 1, junk = 0;
#pragma omp parallel
#pragma omp single
    for (unsigned i = 0; i < 3000; i++) {
#pragma omp task label("chain") depend(inout : x) shared(x, junk)
        {
            unsigned v = x;
            junk += spin(i) & 1u;
            x = 3u * v + i;
        }
    }
    printf("x = %u\n", x);
    return 0;
}
