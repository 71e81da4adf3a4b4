#include <stdio.h>
#define NB 16
extern long hist[NB], nadds, sumsq;
void hist_add(int v);
void stats_add(int v);
int main(void) {
    int i;
#pragma omp parallel for schedule(dynamic, 7)
    for (i = 0; i < 40000; i++) {
        hist_add(i * 7 + 3);
        stats_add(i % 101);
    }
    long c = 0;
    for (i = 0; i < NB; i++) c += hist[i] * (i + 1);
    printf("nadds=%ld sumsq=%ld histw=%ld\n", nadds, sumsq, c);
    return 0;
}
