#ifndef KERNELS_H
#define KERNELS_H
void saxpy(int n, float a, const float *x, float *y);
double dot(int n, const float *x, const float *y);
#endif
