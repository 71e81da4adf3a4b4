/* omp_in_final(): 1 in a final task (final(expr) true) and in every task created inside one
   (they are included tasks, final too), 0 in the implicit task and in tasks whose final
   clause is false, and in a task created outside any region. Deferred tasks (outlined by hbc), a task run in place (it holds a
   construct) and the C++-free recursive form all count; results are collected per depth so
   the output does not depend on the schedule. */
#include <omp.h>
#include <stdio.h>
// PROBE-OUTPUT: implicit 0
// PROBE-OUTPUT: depth0 final=0 nonfinal=4
// PROBE-OUTPUT: depth1 final=0 nonfinal=16
// PROBE-OUTPUT: depth2 final=64 nonfinal=0
// PROBE-OUTPUT: depth3 final=256 nonfinal=0
// PROBE-OUTPUT: inplace 1 child 1 sibling 0
// PROBE-OUTPUT: undeferred-in-final 1
// PROBE-OUTPUT: after 0
// PROBE-OUTPUT: sequential-task 0 child 0

#define FANOUT 4
#define CUTOFF 2
static int final_at[4], nonfinal_at[4];

static void walk(int depth)
{
    int f = omp_in_final();
#pragma omp atomic
    (f ? final_at : nonfinal_at)[depth]++;
    if (depth == 3) return;
    for (int c = 0; c < FANOUT; c++) {
#pragma omp task final(depth + 1 >= CUTOFF)
        walk(depth + 1);
    }
#pragma omp taskwait
}

int main(void)
{
    int inplace = -1, child = -1, sibling = -1, undeferred = -1;
    printf("implicit %d\n", omp_in_final());
#pragma omp parallel
#pragma omp single
    {
        for (int c = 0; c < FANOUT; c++) {
#pragma omp task final(0)
            walk(0);
        }
#pragma omp taskwait
        /* a task holding a construct: hbc runs it in place */
#pragma omp task final(1) shared(inplace, child)
        {
            inplace = omp_in_final();
#pragma omp task shared(child)
            child = omp_in_final();
#pragma omp taskwait
        }
#pragma omp task final(0) shared(sibling)
        sibling = omp_in_final();
#pragma omp task final(1) shared(undeferred)
        {
#pragma omp task if(0) shared(undeferred)
            undeferred = omp_in_final();
        }
#pragma omp taskwait
    }
    for (int d = 0; d < 4; d++) printf("depth%d final=%d nonfinal=%d\n", d, final_at[d], nonfinal_at[d]);
    printf("inplace %d child %d sibling %d\n", inplace, child, sibling);
    printf("undeferred-in-final %d\n", undeferred);
    printf("after %d\n", omp_in_final());
    /* outside any region a task runs at once (hbc: an included task), but it is not final */
    int seq = -1, seq_child = -1;
#pragma omp task shared(seq, seq_child)
    {
        seq = omp_in_final();
#pragma omp task shared(seq_child)
        seq_child = omp_in_final();
#pragma omp taskwait
    }
#pragma omp taskwait
    printf("sequential-task %d child %d\n", seq, seq_child);
    return 0;
}
