// PROBE-ACCEPT: rejected (a documented limitation: docs/hbc.md)
/* OpenMP 5.0 `task detach(ev)`: a task whose completion is signalled later by
   omp_fulfill_event (asynchronous I/O completion style). hbc lists `detach` as
   unsupported: a clear rejection is the expected outcome. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: x=42

int main(void)
{
    int done = 0, x = 0;
#pragma omp parallel
#pragma omp single
    {
        omp_event_handle_t ev;
#pragma omp task detach(ev) shared(x)
        x = 41;
#pragma omp task shared(x, done)
        {
            done = 1;
        }
        omp_fulfill_event(ev);
#pragma omp taskwait
        x += done;
    }
    printf("x=%d\n", x);
    return 0;
}
