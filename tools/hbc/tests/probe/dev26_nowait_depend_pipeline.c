/* Asynchronous offload pipeline: `target enter data ... nowait depend(out:)`, kernels
   `target nowait depend(in/out/inout)` chained on array sections, a host task depending
   on a kernel's output, `target update from ... nowait depend`, then `taskwait`. Runs
   inside `parallel` + `single`, as asynchronous offload codes do. */
#include <stdio.h>

#define N 4096
#define CH 4

static double a[N], b[N], c[N];

int main(void)
{
    double partial[CH] = {0}, host_sum = 0.0;
    for (int i = 0; i < N; i++) { a[i] = i % 100; b[i] = 0; c[i] = 0; }
#pragma omp parallel
#pragma omp single
    {
        for (int ch = 0; ch < CH; ch++) {
            int lo = ch * (N / CH), len = N / CH;
#pragma omp target enter data map(to: a[lo:len]) nowait depend(out: a[lo:len])
#pragma omp target map(to: a[lo:len]) map(from: b[lo:len]) nowait depend(in: a[lo:len]) depend(out: b[lo:len])
            {
                for (int i = lo; i < lo + len; i++) b[i] = a[i] * 2.0 + ch;
            }
#pragma omp target map(to: b[lo:len]) map(tofrom: c[lo:len]) nowait depend(in: b[lo:len]) depend(inout: c[lo:len])
            {
                for (int i = lo; i < lo + len; i++) c[i] += b[i] - 1.0;
            }
#pragma omp target update from(c[lo:len]) nowait depend(inout: c[lo:len])
#pragma omp task depend(in: c[lo:len]) firstprivate(lo, len, ch) shared(partial)
            {
                double s = 0.0;
                for (int i = lo; i < lo + len; i++) s += c[i];
                partial[ch] = s;
            }
        }
#pragma omp taskwait
        for (int ch = 0; ch < CH; ch++) host_sum += partial[ch];
    }
    printf("sum=%.1f p0=%.1f p3=%.1f c100=%.1f\n", host_sum, partial[0], partial[3], c[100]);
    return 0;
}
