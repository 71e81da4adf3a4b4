/* firstprivate and lastprivate copies of a _Complex, a long double, an enum, a _Bool, a
   struct holding a float _Complex and a char array, and a __int128 private. */
#include <complex.h>
#include <stdio.h>
#include <string.h>

enum color { RED = 1, GREEN = 2, BLUE = 4 };
struct rec { float _Complex z; char tag[6]; short k; };

int main(int argc, char **argv)
{
    (void)argv;
    int n = 7000 + argc - 1;
    double _Complex zc = 2.0 + 3.0 * I;
    long double ld = 0.25L;
    enum color col = GREEN;
    _Bool flag = 1;
    struct rec r = { 1.0f - 2.0f * I, "abcde", 9 };
    double _Complex zl = 0;
    enum color cl = RED;
    struct rec rl;
    memset(&rl, 0, sizeof rl);
    long sum = 0;
#pragma omp parallel for firstprivate(zc, ld, col, flag, r) lastprivate(zl, cl, rl) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        sum += (long)creal(zc) + (long)cimag(zc) + (long)(ld * 4) + col + flag + r.k + r.tag[i % 5];
        zl = zc + (double)i;
        cl = (i % 3 == 0) ? RED : ((i % 3 == 1) ? GREEN : BLUE);
        rl = r;
        rl.k = (short)(i % 1000);
        rl.z = r.z * I;
    }
    printf("sum=%ld zl=%.1f%+.1fi cl=%d rl=%.1f%+.1fi,%s,%d\n", sum, creal(zl), cimag(zl), cl,
           crealf(rl.z), cimagf(rl.z), rl.tag, rl.k);
    return 0;
}
