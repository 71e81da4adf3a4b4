/* OpenMP 5.0 lastprivate(conditional: x): x gets the value from the last iteration that
   assigned it (not the last iteration), in a `parallel for` and in a region's `for`.
   Refused until session 63; hbc now runs such a loop in place, in order. */
#include <stdio.h>
#define N 10000

static int v[N];

int main(void)
{
    for (int i = 0; i < N; i++) v[i] = (i * 7919) % 10007;
    int last_big = -1, last_idx = -1;
#pragma omp parallel for lastprivate(conditional : last_big)
    for (int i = 0; i < N; i++)
        if (v[i] > 9990) last_big = v[i];
#pragma omp parallel
    {
#pragma omp for lastprivate(conditional : last_idx)
        for (int i = 0; i < N; i++)
            if (v[i] % 1000 == 3) last_idx = i;
    }
    printf("last_big=%d last_idx=%d\n", last_big, last_idx);
    return 0;
}
