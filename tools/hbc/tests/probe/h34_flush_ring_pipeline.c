/* A two-stage pipeline in an SPMD region: thread 0 produces 2000 items into a ring of 8
   slots, thread 1 consumes them, synchronised by head/tail counters with flush (the
   Mattson/He textbook pattern, widened to a ring). Threads other than 0 and 1 idle; with a
   team of one, thread 0 does both stages in turn. The consumer's checksum depends only on
   the items. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: consumed=2000 checksum=2999999 order_ok=1

#define RING 8
#define ITEMS 2000

static long ring[RING];
static int head, tail; /* head: next slot to fill (producer), tail: next to drain */

static long produce(int i) { return 3L * i / 2 + i % 3; }

int main(void)
{
    long checksum = 0;
    int consumed = 0, order_ok = 1;
    omp_set_num_threads(2);
#pragma omp parallel shared(checksum, consumed, order_ok)
    {
        int id = omp_get_thread_num(), nt = omp_get_num_threads();
        if (nt == 1) {
            for (int i = 0; i < ITEMS; i++) {
                checksum += produce(i);
                consumed++;
            }
        } else if (id == 0) {
            for (int i = 0; i < ITEMS; i++) {
                int t;
                do {
#pragma omp flush
#pragma omp atomic read
                    t = tail;
                } while (i - t >= RING);
                ring[i % RING] = produce(i);
#pragma omp flush
#pragma omp atomic write
                head = i + 1;
#pragma omp flush
            }
        } else if (id == 1) {
            for (int i = 0; i < ITEMS; i++) {
                int h;
                do {
#pragma omp flush
#pragma omp atomic read
                    h = head;
                } while (h <= i);
#pragma omp flush
                long v = ring[i % RING];
                if (v != produce(i)) order_ok = 0;
                checksum += v;
                consumed++;
#pragma omp flush
#pragma omp atomic write
                tail = i + 1;
#pragma omp flush
            }
        }
    }
    printf("consumed=%d checksum=%ld order_ok=%d\n", consumed, checksum, order_ok);
    return 0;
}
