// PROBE-ACCEPT: rejected a C++ array firstprivate on a plain target (docs/hbc-internals.md: private copies of arrays on tasks and regions are refused in C++)
// A 1-D convolution whose coefficient table is `firstprivate` on a plain `target` (the
// region normalises its copy in place; the host's table stays as it was), then a
// `target teams` holding `distribute parallel for` with a firstprivate struct. Valid
// OpenMP; gcc -fopenmp gives the output below.
#include <cstdio>
// PROBE-OUTPUT: coef=1,3 sum=9 out50=1.000000 w=0.5 in50=1.500000
struct Weights { double w[3]; };
int main() {
    double coef[5] = {1, 2, 3, 2, 1}, in[200], out[200], sum = 0;
    Weights f = {{0.25, 0.5, 0.25}};
    for (int i = 0; i < 200; i++) in[i] = (i % 9) - 4.0;
#pragma omp target firstprivate(coef) map(to: in[0:200]) map(from: out[0:200]) map(tofrom: sum)
    {
        for (int k = 0; k < 5; k++) sum += coef[k];
        for (int k = 0; k < 5; k++) coef[k] /= sum;
        for (int i = 0; i < 200; i++) {
            double v = 0;
            for (int k = 0; k < 5; k++)
                if (i + k - 2 >= 0 && i + k - 2 < 200) v += coef[k] * in[i + k - 2];
            out[i] = v;
        }
    }
#pragma omp target teams num_teams(1) firstprivate(f) map(tofrom: in[0:200]) map(to: out[0:200])
    {
        f.w[1] *= 2;
#pragma omp distribute parallel for
        for (int i = 1; i < 199; i++) in[i] = f.w[0] * out[i - 1] + f.w[1] * out[i] + f.w[2] * out[i + 1];
    }
    std::printf("coef=%g,%g sum=%g out50=%f w=%g in50=%f\n", coef[0], coef[2], sum, out[50], f.w[1], in[50]);
    return 0;
}
