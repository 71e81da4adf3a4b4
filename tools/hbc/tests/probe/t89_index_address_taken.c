/* The address of a C89 loop index (declared at the top of the function) taken in the body
   of team-mode loops: a combined `parallel for schedule(static)` whose body asks its thread
   number passes `&i` to a callee that reads it, and a worksharing loop of a team-mode region
   stores `&j` in a private pointer and reads through it. OpenMP makes the index private, so
   every address is the member's own copy. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 400

static long out[N];
static int seen[64];

static long weigh(const int *ip, int t)
{
    return (long)*ip * 3 + (t >= 0);
}

int main(void)
{
    int i, j;
    int *pj;
    long s;
#pragma omp parallel for schedule(static)
    for (i = 0; i < N; i++) out[i] = weigh(&i, omp_get_thread_num());
#pragma omp parallel private(pj)
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for schedule(static, 5)
        for (j = 0; j < N; j++) {
            pj = &j;
            out[*pj] += *pj;
        }
    }
    s = 0;
    for (i = 0; i < N; i++) s += out[i] * (i % 3 + 1);
    printf("s=%ld\n", s);
    return 0;
}
