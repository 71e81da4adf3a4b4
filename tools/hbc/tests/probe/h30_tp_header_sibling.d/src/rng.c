#include "state.h"
int rng_state = 1;
int next_rand(void) { rng_state = (rng_state * 1103515245 + 12345) & 0x7fffffff; return rng_state % 100; }
