/* Synchronisation constructs in a team-mode region (region-level thread id), all variables
   C89-declared at the top: master and masked (filter 0) blocks, two named criticals and an
   unnamed one, every atomic form (update, read, write, capture, compound capture), flush
   and barriers between phases. Only team-size-independent results are printed. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 600

int main(void)
{
    int i, nth, masters, maskeds, tickets, maxticket, ticket, snap;
    long crit_a, crit_b, crit_u, atom, capv, maxcap;
    double datom;
    static int got[N];
    nth = 0; masters = 0; maskeds = 0; tickets = 0; maxticket = -1;
    crit_a = 0; crit_b = 0; crit_u = 0; atom = 0; datom = 0.0; snap = 0; maxcap = 0;
#pragma omp parallel private(ticket, i, capv)
    {
        int me = omp_get_thread_num();
#pragma omp master
        {
            nth = omp_get_num_threads();
            masters++;
        }
#pragma omp masked filter(0)
        maskeds++;
#pragma omp barrier
        for (i = me; i < N; i += nth) {
#pragma omp atomic capture
            ticket = tickets++;
            got[ticket] = 1;
#pragma omp critical(lockA)
            crit_a += i;
#pragma omp critical(lockB)
            {
                crit_b += 2 * i;
                if (ticket > maxticket) maxticket = ticket;
            }
#pragma omp critical
            crit_u++;
#pragma omp atomic update
            atom += i % 7;
#pragma omp atomic
            datom += 0.5;
        }
#pragma omp flush
#pragma omp barrier
#pragma omp masked
        {
#pragma omp atomic read
            snap = tickets;
#pragma omp atomic write
            tickets = snap * 2;
        }
#pragma omp barrier
#pragma omp atomic capture
        {
            atom += 1;
            capv = atom;
        }
#pragma omp critical(lockA)
        if (capv > maxcap) maxcap = capv;
    }
    ticket = 0;
    for (i = 0; i < N; i++) ticket += got[i];
    printf("masters=%d maskeds=%d tickets=%d maxt=%d got=%d\n", masters, maskeds, tickets,
           maxticket, ticket);
    printf("a=%ld b=%ld u=%ld atom_minus_nth=%ld datom=%.1f capok=%d\n", crit_a, crit_b,
           crit_u, atom - nth, datom, maxcap == atom);
    return 0;
}
