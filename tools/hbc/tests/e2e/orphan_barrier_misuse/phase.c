/* An externally visible function with an orphaned barrier: a caller in another file may be
   a team member (the barrier meets its team) or run outside any region (a no-op); a
   heartbeat-mode region there is stopped at run time (main.c). */
#include <omp.h>

void phase(int *counter)
{
#pragma omp atomic
    (*counter)++;
    /* every member has counted itself past this point
       (a team meets here) */

#pragma omp barrier
}
