/* Producer/consumer handshake at program start in a `parallel num_threads(2)` region
   (pipeline codes do this): thread 0 produces items into a ring and sets a flag with
   `atomic write`, thread 1 polls with `atomic read` and consumes. The program checks the
   team size it got and falls back to doing both roles in order when it has one thread, so
   the answer is the same either way. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define ITEMS 2000
#define RING 8

static long ring[RING];
static int head, tail;

int main(void)
{
    long consumed = 0;
#pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num(), nt = omp_get_num_threads();
        if (nt == 1) {
            for (int k = 0; k < ITEMS; k++) consumed += (long)k * k % 1000;
        } else if (tid == 0) {
            for (int k = 0; k < ITEMS; k++) {
                int t;
                do {
#pragma omp atomic read
                    t = tail;
                } while (head - t >= RING);
                ring[head % RING] = (long)k * k % 1000;
#pragma omp flush
#pragma omp atomic write
                head = head + 1;
            }
        } else {
            for (int k = 0; k < ITEMS; k++) {
                int h;
                do {
#pragma omp atomic read
                    h = head;
                } while (h == tail);
#pragma omp flush
                consumed += ring[tail % RING];
#pragma omp atomic write
                tail = tail + 1;
            }
        }
    }
    printf("consumed=%ld\n", consumed);
    return 0;
}
