/* OpenMP 5.0 `depend(iterator(j = 0:k), in: blk[j])`: a reduction tree over blocks where a
   task depends on a variable number of earlier block results (codes that build task graphs
   from adjacency lists write it so), plus `depend(mutexinoutset:)` on a shared total and
   `depend(inoutset:)`-free plain inout chains. */
#include <stdio.h>
#define NB 16
#define BS 1000

static double data[NB * BS];
static double blk[NB];
static double level2[NB / 4];

int main(void)
{
    double total = 0;
    for (int i = 0; i < NB * BS; i++) data[i] = ((i * 31) % 97) * 0.125;
#pragma omp parallel
#pragma omp single
    {
        for (int b = 0; b < NB; b++) {
#pragma omp task depend(out : blk[b]) firstprivate(b)
            {
                double s = 0;
                for (int i = b * BS; i < (b + 1) * BS; i++) s += data[i];
                blk[b] = s;
            }
        }
        for (int g = 0; g < NB / 4; g++) {
            int first = 4 * g;
#pragma omp task depend(iterator(j = 0 : 4), in : blk[first + j]) depend(out : level2[g]) firstprivate(first, g)
            {
                double s = 0;
                for (int j = 0; j < 4; j++) s += blk[first + j];
                level2[g] = s;
            }
#pragma omp task depend(in : level2[g]) depend(mutexinoutset : total) firstprivate(g)
            total += level2[g];
        }
#pragma omp taskwait
    }
    printf("total=%.6f l0=%.6f l3=%.6f\n", total, level2[0], level2[3]);
    return 0;
}
