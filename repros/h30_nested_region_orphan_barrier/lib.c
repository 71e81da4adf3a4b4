void step(int *x) {
#pragma omp barrier
    *x += 1;
}
