/* project layout: include/ beside src/, found with -Iinclude */
#ifndef ACCUM_H
#define ACCUM_H
extern long hits;
extern double total;
static inline void accum_add(double v) {
#pragma omp atomic
    total += v;
#pragma omp critical(hitlock)
    hits += (v > 0.5);
}
void run_chunk(const double *a, int lo, int hi);
#endif
