/* Default data-sharing for tasks: a variable declared outside the parallel region is shared
   in the task; one declared inside the region (or inside single, or a loop variable) is
   firstprivate, so a task that writes it changes only its copy. Orphaned: a function's
   locals and parameters are firstprivate; a file-scope or static local is shared. */
#include <stdio.h>

static int g_count;

static void orphan(int p, int *out)
{
    int local = p * 10;
    static int s_count;
#pragma omp task
    {
        local += 1;           /* firstprivate copy */
        p = -1;               /* firstprivate copy */
#pragma omp atomic
        s_count++;            /* static local: shared */
#pragma omp atomic
        g_count++;
        out[0] = local;       /* pointee shared */
    }
#pragma omp taskwait
    out[1] = local;           /* unchanged */
    out[2] = p;
    out[3] = s_count;
}

// PROBE-OUTPUT: outer=50 res=8 10 7 9 3
// PROBE-OUTPUT: o1=31 30 3 1 o2=41 40 4 2 g=2
int main(void)
{
    int outer = 5;
    int res[8] = {0};
    int o1[4], o2[4];
#pragma omp parallel
    {
        int inner = 7;
#pragma omp single
        {
            int in_single = 9;
#pragma omp task
            {
                outer = 50;        /* shared: visible */
                inner += 1;        /* firstprivate: not visible */
                in_single += 1;    /* firstprivate */
                res[0] = inner;
                res[1] = in_single;
            }
#pragma omp taskwait
            res[2] = inner;
            res[3] = in_single;
            for (int i = 0; i < 3; i++) {
#pragma omp task
                {
                    i += 100;      /* loop variable: firstprivate */
                    res[4] += 1;   /* res: shared (declared outside) */
                }
#pragma omp taskwait
            }
            orphan(3, o1);
            orphan(4, o2);
        }
    }
    printf("outer=%d res=%d %d %d %d %d\n", outer, res[0], res[1], res[2], res[3], res[4]);
    printf("o1=%d %d %d %d o2=%d %d %d %d g=%d\n", o1[0], o1[1], o1[2], o1[3], o2[0], o2[1], o2[2], o2[3], g_count);
    return 0;
}
