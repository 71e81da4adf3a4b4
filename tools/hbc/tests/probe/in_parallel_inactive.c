/* omp_in_parallel() and omp_get_active_level() answer for the *active* regions that
   enclose the call: 0 in `parallel if(0)`, in `parallel num_threads(1)` and in a
   worksharing loop of such a region; 1 in a region of num_threads(4) (a team of at least
   2 at the runner's settings), in its loop bodies, in a parallel for body, and in a
   region nested (through a call) in an active one. The team size is never printed. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: seq in=0 active=0
// PROBE-OUTPUT: if0 in=0 active=0 level=1
// PROBE-OUTPUT: nt1 in=0 active=0 loop-in=0
// PROBE-OUTPUT: team in=1 active=1 loop-in=100
// PROBE-OUTPUT: pfor in=100 active=100
// PROBE-OUTPUT: nested in=1 active=1 level=2
#define N 100

static int flag0 = 0;
static int nin = -1, nact = -1, nlev = -1;

static void inner(void)
{
#pragma omp parallel num_threads(1)
    {
        nin = omp_in_parallel();
        nact = omp_get_active_level();
        nlev = omp_get_level();
    }
}

int main(void)
{
    omp_set_dynamic(0);
    printf("seq in=%d active=%d\n", omp_in_parallel(), omp_get_active_level());
    int in = -1, act = -1, lev = -1, loopin = 0;
#pragma omp parallel if (flag0)
    {
        in = omp_in_parallel();
        act = omp_get_active_level();
        lev = omp_get_level();
    }
    printf("if0 in=%d active=%d level=%d\n", in, act, lev);
    loopin = 0;
#pragma omp parallel num_threads(1)
    {
        in = omp_in_parallel();
        act = omp_get_active_level();
#pragma omp for reduction(+ : loopin)
        for (int i = 0; i < N; i++) loopin += omp_in_parallel();
    }
    printf("nt1 in=%d active=%d loop-in=%d\n", in, act, loopin);
    loopin = 0;
#pragma omp parallel num_threads(4)
    {
#pragma omp single
        {
            in = omp_in_parallel();
            act = omp_get_active_level() >= 1;
        }
#pragma omp for reduction(+ : loopin)
        for (int i = 0; i < N; i++) loopin += omp_in_parallel();
    }
    printf("team in=%d active=%d loop-in=%d\n", in, act, loopin);
    int pin = 0, pact = 0;
#pragma omp parallel for reduction(+ : pin, pact)
    for (int i = 0; i < N; i++) {
        pin += omp_in_parallel();
        pact += omp_get_active_level() == 1;
    }
    printf("pfor in=%d active=%d\n", pin, pact);
#pragma omp parallel
    {
#pragma omp master
        inner();
    }
    printf("nested in=%d active=%d level=%d\n", nin, nact, nlev);
    return 0;
}
