// PROBE-ACCEPT: rejected (a documented limitation: docs/hbc.md)
/* `task detach(ev)`: hbc's omp.h has no omp_event_handle_t / omp_fulfill_event, so the
   documented "unsupported 'detach'" rejection is never reached: the parse fails first. */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: x=1
int main(void)
{
    int x = 0;
#pragma omp parallel
#pragma omp single
    {
        omp_event_handle_t ev;
#pragma omp task detach(ev) shared(x)
        x = 1;
        omp_fulfill_event(ev);
    }
    printf("x=%d\n", x);
    return 0;
}
