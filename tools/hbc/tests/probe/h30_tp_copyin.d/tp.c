/* threadprivate counter defined here, bumped by a helper called from loop bodies elsewhere */
int tp_count;
#pragma omp threadprivate(tp_count)
void bump(int v) { tp_count += v; }
int get_count(void) { return tp_count; }
