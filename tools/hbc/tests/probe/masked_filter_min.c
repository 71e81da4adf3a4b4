/* `masked filter(0)` in a heartbeat-mode region (no thread ids at region level): hbc
   refuses the clause, though docs/hbc.md lists neither masked nor filter as unsupported. */
#include <stdio.h>
int main(void)
{
    int who = -1;
#pragma omp parallel
    {
#pragma omp masked filter(0)
        who = 0;
    }
    printf("who=%d\n", who);
    return 0;
}
