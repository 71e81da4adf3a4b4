/* A parallel search that stops early with cancel taskgroup: the answer (whether a value
   exists, and its smallest index among those found) does not depend on whether the
   cancellation takes effect (OMP_CANCELLATION may be off). */
#include <stdio.h>

#define N 200000
static int data[N];

int main(void)
{
    for (int i = 0; i < N; i++) data[i] = (int)((i * 2654435761u) % 1000003u);
    int target = data[123457];
    int found = N;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskgroup
        {
            for (int b = 0; b < N; b += 1000) {
#pragma omp task firstprivate(b) shared(found)
                {
                    for (int i = b; i < b + 1000; i++) {
                        if (data[i] == target) {
#pragma omp critical
                            if (i < found) found = i;
#pragma omp cancel taskgroup
                        }
                    }
                }
            }
        }
    }
    printf("found=%d value=%d\n", found, data[found]);
    return 0;
}
