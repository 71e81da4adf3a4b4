#ifndef VEC_H
#define VEC_H
double vnorm2(const double *v, int n);
void vscale(double *v, int n, double f);
#endif
