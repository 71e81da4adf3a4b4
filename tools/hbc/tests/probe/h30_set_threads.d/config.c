#include <omp.h>
int cfg_threads = 3;
void configure(void) { omp_set_num_threads(cfg_threads); }
int cfg_max(void) { return omp_get_max_threads(); }
