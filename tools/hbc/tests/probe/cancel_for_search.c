/* Early exit from a parallel search with `cancel for` and a `cancellation point` (OpenMP
   4.0): the result is the smallest matching index, taken with a min reduction, so it does
   not depend on how many iterations ran before the cancellation was seen. docs/hbc.md lists
   `cancel` as unsupported. */
#include <stdio.h>
#define N 1000000

static int v[N];

int main(void)
{
    for (int i = 0; i < N; i++) v[i] = (int)((i * 2654435761u) % 1000003u);
    int target = v[777777];
    int found = N;
#pragma omp parallel
    {
#pragma omp for reduction(min : found)
        for (int i = 0; i < N; i++) {
            if (v[i] == target) {
                if (i < found) found = i;
#pragma omp cancel for
            }
#pragma omp cancellation point for
        }
    }
    printf("found=%d value=%d\n", found, found < N ? v[found] : -1);
    return 0;
}
