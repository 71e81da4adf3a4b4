// lastprivate arrays on C loops, fixed-size and variable-length, alone and with firstprivate
// of the same array, in a parallel loop and in a region's `for`. Under schedule(dynamic) they
// run as heartbeat loops: the range that runs the last iteration copies its whole array back
// (its size is the copy's), and a firstprivate+lastprivate array starts each range from a
// snapshot taken as the loop starts, as a scalar does; a variable-length firstprivate copy
// has the original's sizes. Under a static schedule an array the loop changes is carried
// from a thread's earlier iterations, so team mode runs the loop (team_carry.cpp), now for
// variable-length arrays too. Refused until session 78 ("lastprivate array is not
// supported", "firstprivate of a variable-length or lastprivate array is not supported").
// EXPECT-TRANSLATION: __builtin_memcpy(__hb_lp_w, w, sizeof w);
// EXPECT-TRANSLATION: __typeof__((*__hb_p_v)) (*__hb_lps_v_
// EXPECT-OUTPUT: 999 1002
// EXPECT-OUTPUT: 0 101 2 3
// EXPECT-OUTPUT: 776 3
// EXPECT-OUTPUT: 1000 1006 138000
#include <stdio.h>
int main(int argc, char **argv) {
    (void)argv;
    int n = 3 + argc;
    double a[4] = {1, 2, 3, 4}, v[n], w[n][2];
    for (int j = 0; j < n; j++) {
        v[j] = j;
        w[j][0] = w[j][1] = -j;
    }
#pragma omp parallel for lastprivate(a) schedule(dynamic)
    for (int i = 0; i < 1000; i++)
        for (int j = 0; j < 4; j++) a[j] = i + j;
    printf("%g %g\n", a[0], a[3]);
    n = 1;
#pragma omp parallel for firstprivate(v) lastprivate(v)
    for (int i = 0; i < 1000; i++)
        if (i == 999) v[1] += 100;
    printf("%g %g %g %g\n", v[0], v[1], v[2], v[3]);
#pragma omp parallel for lastprivate(w) schedule(dynamic, 3)
    for (int i = 0; i < 777; i++)
        for (int j = 0; j < 4; j++) {
            w[j][0] = i;
            w[j][1] = j;
        }
    printf("%g %g\n", w[3][0], w[3][1]);
    double s = 0;
#pragma omp parallel
    {
#pragma omp for firstprivate(v) lastprivate(a) reduction(+: s) schedule(guided)
        for (int i = 0; i < 500; i++) {
            s += v[i % 4] + i;
            if (i == 499)
                for (int j = 0; j < 4; j++) a[j] = v[j] + 1000 + j;
        }
    }
    printf("%g %g %g\n", a[0], a[3], s);
    return 0;
}
