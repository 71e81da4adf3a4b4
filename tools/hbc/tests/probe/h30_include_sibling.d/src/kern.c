#include "accum.h"
long hits;
double total;
void run_chunk(const double *a, int lo, int hi) {
    for (int i = lo; i < hi; i++) accum_add(a[i]);
}
