#define NB 16
long hist[NB];
long nadds;
void hist_add(int v) {
#pragma omp critical(histlock)
    {
        hist[v % NB] += 1;
        nadds += 1;
    }
}
