/* A region that counts its members and a reduction: "members=3 sum=4950" at 3 threads. */
#include <omp.h>
#include <stdio.h>
int main(void) {
    int members = 0, sum = 0;
#pragma omp parallel
    {
#pragma omp single
        members = omp_get_num_threads();
    }
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < 100; i++) sum += i;
    printf("members=%d sum=%d\n", members, sum);
    return 0;
}
