/* Named critical sections, atomic update/read/write/capture in a loop body. */
#include <stdio.h>
#define N 50000

static int counter = 0, maxv = -1, ticket = 0;
static double fsum = 0.0;
static int order_sum = 0;

int main(void)
{
    int seen = 0;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        int v = (i * 37) % 1001;
#pragma omp atomic
        counter += 2;
#pragma omp atomic update
        fsum += 0.5;
        if (v > 995) {
#pragma omp critical(maxlock)
            {
                if (v > maxv) maxv = v;
            }
        }
        int my;
#pragma omp atomic capture
        my = ticket++;
        if (my == N - 1) {
#pragma omp atomic write
            seen = 1;
        }
#pragma omp critical(sumlock)
        order_sum += v % 3;
    }
    int s;
#pragma omp atomic read
    s = seen;
    printf("counter=%d fsum=%.1f max=%d ticket=%d seen=%d osum=%d\n", counter, fsum, maxv,
           ticket, s, order_sum);
    return 0;
}
