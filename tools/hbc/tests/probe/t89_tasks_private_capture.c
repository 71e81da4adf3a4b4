/* Tasks and taskloops in a team-mode region (region-level thread id) that read variables
   private to the region (C89: declared at the top of main, in the region's private or
   firstprivate clause): a task's implicit firstprivate copy must be taken from the creating
   member's private copy, as must a taskloop's firstprivate and a task's explicit one. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static long got[64][3];
static int seen[64];

int main(void)
{
    int me, base, scale, i, t, bad;
    long v;
    me = -1;
    base = 1000;
    scale = 0;
    v = 0;
#pragma omp parallel private(me, scale, v) firstprivate(base)
    {
        me = omp_get_thread_num();
        seen[me] = 1;
        base += me;
        scale = 3;
        v = 7;
#pragma omp task
        got[me][0] = (long)base * 10 + me;
#pragma omp task firstprivate(v)
        {
            v += scale;
            got[me][1] = v;
        }
#pragma omp taskloop firstprivate(scale) num_tasks(2)
        for (i = 0; i < 4; i++) {
#pragma omp atomic
            got[me][2] += scale * i;
        }
#pragma omp taskwait
    }
    bad = 0;
    for (t = 0; t < 64; t++) {
        if (!seen[t]) continue;
        if (got[t][0] != (1000L + t) * 10 + t) bad++;
        if (got[t][1] != 10) bad++;
        if (got[t][2] != 18) bad++;
    }
    printf("bad=%d\n", bad);
    return 0;
}
