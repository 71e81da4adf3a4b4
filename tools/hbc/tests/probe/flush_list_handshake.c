/* A producer/consumer pipeline between two threads with `flush` lists: the producer
   fills a buffer slot, `flush(buf)`, sets the slot's flag, `flush(full)`; the consumer
   polls `full` with `flush(full)` before each read, then `flush(buf)` and reads. Several
   rounds; with one thread (sequential build) the same thread produces then consumes. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define ROUNDS 50
#define SLOT 16

static long buf[ROUNDS][SLOT];
static int full[ROUNDS];

int main(void)
{
    long consumed = 0;
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        if (t == 0) {
            for (int r = 0; r < ROUNDS; r++) {
                for (int k = 0; k < SLOT; k++) buf[r][k] = (long)r * 100 + k;
#pragma omp flush(buf)
                full[r] = 1;
#pragma omp flush(full)
            }
        }
        if (t == n - 1) {
            for (int r = 0; r < ROUNDS; r++) {
                int f = 0;
                while (!f) {
#pragma omp flush(full)
                    f = full[r];
                }
#pragma omp flush(buf)
                for (int k = 0; k < SLOT; k++) consumed += buf[r][k];
            }
        }
    }
    printf("consumed=%ld\n", consumed);
    return 0;
}
