/* `linear` in a team-mode region (region-level thread id) with C89 variables: an output
   cursor `pos` linear with step 2 on a worksharing loop, and the index linear on a combined
   loop whose body asks its thread number. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 100

static int out[2 * N];
static int seen[64];

int main(void)
{
    int i, pos;
    long s;
    pos = 0;
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for linear(pos : 2)
        for (i = 0; i < N; i++) {
            out[pos] = i;
            out[pos + 1] = -i;
            pos += 2;
        }
    }
    printf("pos=%d\n", pos);
    s = 0;
    for (i = 0; i < 2 * N; i++) s += (long)out[i] * (i + 1);
    printf("s=%ld\n", s);
    return 0;
}
