/* cancel: a call that stops the program when OMP_CANCELLATION=true and its `if` holds
   (hbc cancels nothing); cancellation point: removed. In a heartbeat loop and in a
   team-mode region. */
#include <omp.h>

int find(const int *a, int n, int key)
{
    int at = -1;
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        if (a[i] == key) {
            at = i;
#pragma omp cancel for if (at >= 0)
        }
#pragma omp cancellation point for
    }
    return at;
}

/* `limit` is used only by the cancel's `if`: it is captured all the same */
void clip(int *a, int n, int limit)
{
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
#pragma omp cancel for if (i > limit)
        a[i] = i;
    }
}

int spmd(int *a, int n)
{
    int bad = 0;
#pragma omp parallel
    {
        int id = omp_get_thread_num();
        if (a[id] < 0) {
            bad = 1;
#pragma omp cancel parallel
        }
#pragma omp for
        for (int i = 0; i < n; i++) a[i] += id;
    }
    return bad;
}
