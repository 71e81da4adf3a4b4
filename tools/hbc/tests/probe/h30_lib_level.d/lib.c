#include <omp.h>
/* a library that asks where it is called from */
int lib_level(void) { return omp_get_level(); }
double lib_sum(const double *a, int n, int *inner_level) {
    double s = 0;
    int lv = 0;
#pragma omp parallel for reduction(+:s) reduction(max:lv)
    for (int i = 0; i < n; i++) {
        s += a[i];
        int l = omp_get_level();
        if (l > lv) lv = l;
    }
    *inner_level = lv;
    return s;
}
