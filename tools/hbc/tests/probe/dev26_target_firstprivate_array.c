/* `firstprivate` C arrays and structs on a plain `target` and on `target teams`: the
   region changes its copy (a filter's coefficients normalised in place) and the host's
   stays as it was (output from gcc -fopenmp); `private` array scratch on a combined construct. */
#include <stdio.h>
// PROBE-OUTPUT: coef=1,3 norm=9 f=0.5,3 out50=1.000000 in50=1.500000 tot=-752.125000

typedef struct { double w[3]; int n; } Filter;

int main(void)
{
    double coef[5] = {1, 2, 3, 2, 1}, in[200], out[200], scratch[5];
    Filter f = {{0.25, 0.5, 0.25}, 3};
    double norm = 0;
    for (int i = 0; i < 200; i++) in[i] = (i % 9) - 4.0;
#pragma omp target firstprivate(coef) map(to: in[0:200]) map(from: out[0:200]) map(tofrom: norm)
    {
        double s = 0;
        for (int k = 0; k < 5; k++) s += coef[k];
        for (int k = 0; k < 5; k++) coef[k] /= s;
        norm = s;
        for (int i = 2; i < 198; i++) {
            double v = 0;
            for (int k = 0; k < 5; k++) v += coef[k] * in[i + k - 2];
            out[i] = v;
        }
        out[0] = out[1] = out[198] = out[199] = 0;
    }
#pragma omp target teams firstprivate(f) map(tofrom: in[0:200]) num_teams(1)
    {
        f.w[1] *= 2;
        f.n = 0;
#pragma omp distribute parallel for
        for (int i = 1; i < 199; i++) in[i] = f.w[0] * out[i - 1] + f.w[1] * out[i] + f.w[2] * out[i + 1];
    }
    double tot = 0;
#pragma omp target teams distribute parallel for private(scratch) reduction(+:tot) map(to: in[0:200])
    for (int i = 0; i < 196; i++) {
        for (int k = 0; k < 5; k++) scratch[k] = in[i + k];
        tot += scratch[0] * scratch[4] - scratch[2];
    }
    printf("coef=%g,%g norm=%g f=%g,%d out50=%.6f in50=%.6f tot=%.6f\n", coef[0], coef[2], norm, f.w[1], f.n, out[50],
           in[50], tot);
    return 0;
}
