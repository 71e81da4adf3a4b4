void print_results(const char *name, int n, int niter, double norm, int verified);
void timer_clear(int n);
void timer_start(int n);
void timer_stop(int n);
double timer_read(int n);
