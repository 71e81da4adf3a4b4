#ifdef __cplusplus
extern "C" {
#endif
extern long shared_count;
void kern_axpy(double *y, const double *x, double a, int n);
double kern_dot(const double *x, const double *y, int n);
void kern_count(int k);
#ifdef __cplusplus
}
#endif
