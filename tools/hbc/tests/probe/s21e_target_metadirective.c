/* `target` whose statement is a `metadirective` (OpenMP Examples' metadirective.1.c):
   clang 14 selects the default variant (here `parallel for`) and the host runs the loop.
   hbc accepts a metadirective on its own but refused this one with "hbc could not find
   the statement of this 'target' to check its data sharing", pointing at column 1. */
// PROBE-ACCEPT: rejected (a metadirective as the statement of target: docs/hbc.md, Device constructs)
#include <stdio.h>
#define N 1000

int main(void)
{
    int v[N];
#pragma omp target map(from : v)
#pragma omp metadirective when(device = {arch("nvptx")} : teams distribute parallel for) \
    default(parallel for)
    for (int i = 0; i < N; i++) v[i] = 2 * i;
    printf("%d %d\n", v[0], v[N - 1]);
    return 0;
}
