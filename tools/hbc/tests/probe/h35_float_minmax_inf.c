/* float/double min and max reductions whose data are -inf/+inf and -0.0: the identity must
   be +-infinity (OpenMP), not +-FLT_MAX, or a max over all -inf gives -FLT_MAX. The sign
   of a zero result is not printed (max(-0.0, 0.0) is unspecified). */
#include <math.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 8000 + argc - 1;
    float fmx = -INFINITY, fmn = INFINITY;
    double dmx = -INFINITY, dmn = INFINITY;
    float zmx = -1.0f;
    double dmx2 = -5.0;
#pragma omp parallel for reduction(max:fmx, dmx, zmx, dmx2) reduction(min:fmn, dmn)
    for (int i = 0; i < n; i++) {
        float v = -INFINITY;
        double w = INFINITY;
        if (v > fmx) fmx = v;
        if (w < fmn) fmn = (float)w;
        dmx = fmax(dmx, -w);
        dmn = fmin(dmn, w);
        float z = (i % 2) ? -0.0f : -3.0f;
        zmx = z > zmx ? z : zmx;
        double q = -1e300 * (double)(i % 3 + 1);
        dmx2 = q > dmx2 ? q : dmx2;
    }
    printf("fmx=%g fmn=%g dmx=%g dmn=%g zmx=%g dmx2=%g\n", fmx, fmn, dmx, dmn, fabsf(zmx), dmx2);
    return 0;
}
