/* target teams reduction(max) with the loop in a nested distribute parallel for carrying its
   own reduction(max): the body's uses are of the nested construct's copy (valid OpenMP). */
#include <stdio.h>
int main(void)
{
    int a[100], i, mx = -1000;
    for (i = 0; i < 100; i++) a[i] = (i * 37) % 101;
#pragma omp target teams map(to : a) reduction(max : mx)
#pragma omp distribute parallel for reduction(max : mx)
    for (i = 0; i < 100; i++)
        if (a[i] > mx) mx = a[i];
    printf("mx=%d\n", mx);
    return 0;
}
