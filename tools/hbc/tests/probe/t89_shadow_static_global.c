/* Names in a team-mode region (region-level thread id), C89 style: a global `count` and a
   local `count` of main of the same name, a static local of main (shared), a block inside the
   region that redeclares the loop index `i` and the local `sum`, a static local of a callee
   that counts calls, and a global array `i_tab` next to a local `i`. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 300

long count = 1000;
static long global_count(void) { return count; }
static int i_tab[N];
static int seen[64];

static int calls(void)
{
    static int ncalls = 0;
    int r;
#pragma omp atomic capture
    r = ++ncalls;
    return r;
}

int main(void)
{
    static long shared_static = 0;
    int i, maxcall;
    long count, sum;
    count = 0;
    sum = 7;
    maxcall = 0;
#pragma omp parallel private(sum)
    {
        seen[omp_get_thread_num()] = 1;
        sum = 0;
#pragma omp for
        for (i = 0; i < N; i++) {
            i_tab[i] = i * 2;
            sum += i;
        }
#pragma omp atomic
        count += sum;
        {
            int i;
            long sum = 0;
            for (i = 0; i < 10; i++) sum += i;
#pragma omp atomic
            shared_static += sum;
        }
#pragma omp for
        for (i = 0; i < N; i++) {
            int c = calls();
#pragma omp critical
            if (c > maxcall) maxcall = c;
        }
    }
    {
        extern long count;
        count += 1;
    }
    printf("count=%ld global=%ld ss_mult10=%d maxcall=%d tab=%d\n", count, global_count(),
           shared_static % 45 == 0 && shared_static > 0, maxcall, i_tab[N - 1]);
    return 0;
}
