/* One iteration of a worksharing loop waits (an `atomic read` poll) for a flag that another
   iteration sets (DataRaceBench DRB198-prodcons-no does this with `critical`-polled
   counters). With num_threads(2) schedule(static) OpenMP gives each thread one iteration,
   and the program ends. hbc runs the iterations in order on one worker, so iteration 0
   spins forever. The same poll in a `section` is refused with "a loop that waits for
   other threads ..."; inside a loop body it is not checked (collect.cpp walk() records
   wait loops only when !inBody), so the program hangs with no diagnostic. */
#include <stdio.h>

int main(void)
{
    int flag = 0, x = 0;
#pragma omp parallel for num_threads(2) schedule(static) shared(flag, x)
    for (int i = 0; i < 2; i++) {
        if (i == 0) {
            int f = 0;
            while (!f) {
#pragma omp atomic read seq_cst
                f = flag;
            }
            x = x * 10 + 2;
        } else {
            x = 1;
#pragma omp atomic write seq_cst
            flag = 1;
        }
    }
    printf("x=%d\n", x);
    return 0;
}
// PROBE-OUTPUT: x=12
