/* exit() called in an iteration of a `parallel for` (an error path) must end the program:
   OpenMP does not forbid it and libgomp exits (status 0, after the atexit handler). hbc's
   binary hangs: the runtime's atexit handler joins the pool threads while a pool thread
   waits for a loop piece the exiting thread will never finish (shutdown_at_exit ->
   std::thread::join; pool thread in the runtime's task wait). When the exiting thread is a
   pool thread (a team-mode member), it aborts instead (exit_team_region_min.c).
   Right output: exit / handler */
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: exit
// PROBE-OUTPUT: handler
static void rep(void) { printf("handler\n"); }
int main(void)
{
    atexit(rep);
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < 2000000; i++) {
        s += i * 0.5;
        if (i == 1999999) {
            printf("exit\n");
            fflush(stdout);
            exit(0);
        }
    }
    printf("s=%f\n", s);
    return 1;
}
