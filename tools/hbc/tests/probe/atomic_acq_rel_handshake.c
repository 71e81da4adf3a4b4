/* A two-thread handshake with OpenMP 5.0 memory orders: thread 0 writes data, then
   `atomic write release` sets a flag; thread 1 polls with `atomic read acquire` and then
   reads the data; the reply goes back with `atomic update seq_cst` and `atomic capture
   acq_rel`. With one thread (the sequential build) thread 0 plays both parts in order. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 64

static int data[N];
static int flag, reply, tickets;

int main(void)
{
    long got = -1, back = -1;
    int cap_max = 0;
#pragma omp parallel num_threads(2)
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        if (t == 0) {
            for (int i = 0; i < N; i++) data[i] = i * 3 + 1;
#pragma omp atomic write release
            flag = 1;
        }
        if (t == (n > 1 ? 1 : 0)) {
            int f = 0;
            while (!f) {
#pragma omp atomic read acquire
                f = flag;
            }
            long s = 0;
            for (int i = 0; i < N; i++) s += data[i];
            got = s;
#pragma omp atomic update seq_cst
            reply += 7;
        }
        if (t == 0) {
            int r = 0;
            while (r == 0) {
#pragma omp atomic read seq_cst
                r = reply;
            }
            back = r;
        }
        int mine;
#pragma omp atomic capture acq_rel
        mine = ++tickets;
#pragma omp critical
        if (mine > cap_max) cap_max = mine;
    }
    printf("got=%ld back=%ld tickets==max:%d\n", got, back, tickets == cap_max);
    return 0;
}
