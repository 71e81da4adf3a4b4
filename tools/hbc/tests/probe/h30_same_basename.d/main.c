#include <stdio.h>
double src_util(const double *a, int n);
void lib_fill(double *a, int n);
extern long counter;
static double a[60000];
int main(void) {
    lib_fill(a, 60000);            /* orphaned loop called outside any region */
    double s1 = src_util(a, 60000);
#pragma omp parallel
    lib_fill(a, 60000);            /* and from a region */
    double s2 = src_util(a, 60000);
    printf("s1=%.1f s2=%.1f counter=%ld\n", s1, s2, counter);
    return 0;
}
