extern long nadds;
long sumsq;
void stats_add(int v) {
#pragma omp critical(histlock)
    {
        sumsq += (long)v * v;
        nadds += 1;   /* same lock name protects nadds in both files */
    }
}
