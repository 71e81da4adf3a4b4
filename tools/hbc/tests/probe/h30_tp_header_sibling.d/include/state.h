extern int rng_state;
#pragma omp threadprivate(rng_state)
int next_rand(void);
