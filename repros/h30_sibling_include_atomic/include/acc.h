static inline void acc_add(long *t, long v) {
#pragma omp atomic
    *t += v;
}
