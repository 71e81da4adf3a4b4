/* && and || reductions on int items whose values are not 0/1 (the result is 0/1 combined
   with the original's truth value), min/max on doubles all negative and on negative ints,
   with original values that win or lose; once in a plain `parallel for` and once in a
   region that splits a prologue by omp_get_thread_num() (team mode). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 5000

static int v[N];
static double d[N];

static void run(const char *tag, int team)
{
    int land = 7, lor = 0, land0 = 0, lor5 = 5, imin = -3, imax = -4000000;
    double dmin = -1.0, dmax = -1e300;
    int prologue = 0;
    if (!team) {
#pragma omp parallel for reduction(&& : land, land0) reduction(|| : lor, lor5) \
    reduction(min : imin, dmin) reduction(max : imax, dmax)
        for (int i = 0; i < N; i++) {
            land = land && v[i];
            land0 = land0 && v[i];
            lor = lor || (v[i] == -77);
            lor5 = v[i] == 12345 || lor5;
            imin = v[i] < imin ? v[i] : imin;
            imax = v[i] > imax ? v[i] : imax;
            dmin = d[i] < dmin ? d[i] : dmin;
            dmax = d[i] > dmax ? d[i] : dmax;
        }
    } else {
#pragma omp parallel reduction(+ : prologue)
        {
            int t = omp_get_thread_num(), n = omp_get_num_threads();
            for (int i = t; i < 10; i += n) prologue += i;
#pragma omp for reduction(&& : land, land0) reduction(|| : lor, lor5) \
    reduction(min : imin, dmin) reduction(max : imax, dmax)
            for (int i = 0; i < N; i++) {
                land = land && v[i];
                land0 = land0 && v[i];
                lor = lor || (v[i] == -77);
                lor5 = v[i] == 12345 || lor5;
                imin = v[i] < imin ? v[i] : imin;
                imax = v[i] > imax ? v[i] : imax;
                dmin = d[i] < dmin ? d[i] : dmin;
                dmax = d[i] > dmax ? d[i] : dmax;
            }
        }
    }
    printf("%s land=%d land0=%d lor=%d lor5=%d imin=%d imax=%d dmin=%.3f dmax=%.3f pro=%d\n", tag, land, land0,
           lor, lor5, imin, imax, dmin, dmax, team ? prologue : 45);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        v[i] = -((i * 37) % 1000) - 5; /* all negative, nonzero: -5 .. -1004 */
        d[i] = -2.5 - ((i * 53) % 997) * 0.5;
    }
    v[4321] = -77;
    run("pfor", 0);
    run("team", 1);
    return 0;
}
