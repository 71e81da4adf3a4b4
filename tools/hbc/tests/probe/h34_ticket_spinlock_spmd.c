/* A hand-written ticket lock (atomic capture to draw a ticket, atomic read to poll
   now_serving, atomic update to pass it on) used SPMD-style: every thread of the region
   draws 200 tickets and appends to a shared log under the ticket lock. Then the same lock
   in a parallel for. Printed: log length, checksum of the entries (order-free), and that
   tickets were served strictly in order (each holder sees serving == its ticket). */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: region: entries=800 order_ok=1 sum=1996000
// PROBE-OUTPUT: loop: entries=3000 order_ok=1 sum=4498500

static int next_ticket, now_serving;
static long logbuf[10000];
static int nlog, order_bad;

static void ticket_lock(void)
{
    int my;
#pragma omp atomic capture
    my = next_ticket++;
    for (;;) {
        int s;
#pragma omp atomic read
        s = now_serving;
        if (s == my) break;
    }
#pragma omp flush
    if (nlog != my) order_bad++; /* each ticket appends exactly once, in order */
}

static void ticket_unlock(void)
{
#pragma omp flush
#pragma omp atomic update
    now_serving++;
}

int main(void)
{
    omp_set_num_threads(4);
#pragma omp parallel
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        (void)n;
        for (int k = 0; k < 200; k++) {
            ticket_lock();
            logbuf[nlog++] = t * 1000 + k * 10 + (t + k) % 7 * 0;
            ticket_unlock();
        }
    }
    /* each thread adds t*1000*200 + 10*sum(k) ; with 4 threads: 1000*200*(0+1+2+3) + 4*10*19900 */
    long s = 0;
    for (int i = 0; i < nlog; i++) s += logbuf[i];
    printf("region: entries=%d order_ok=%d sum=%ld\n", nlog, order_bad == 0, s);

    nlog = 0; next_ticket = 0; now_serving = 0; order_bad = 0;
#pragma omp parallel for schedule(static, 10)
    for (int i = 0; i < 3000; i++) {
        ticket_lock();
        logbuf[nlog++] = i;
        ticket_unlock();
    }
    s = 0;
    for (int i = 0; i < nlog; i++) s += logbuf[i];
    printf("loop: entries=%d order_ok=%d sum=%ld\n", nlog, order_bad == 0, s);
    return 0;
}
