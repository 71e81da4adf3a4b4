/* Variables declared at the top of main (C89) and made private, firstprivate or reduction
   items of a team-mode region (region-level thread id), then used inside every construct
   of the region: a worksharing loop's bounds, body and index, a collapse(2) bound, a
   single, a master, a critical, an ordered block, an atomic, a sections block, a task and a
   callee taking the address. Each is the member's own copy in OpenMP; the function's
   variables hold other values on purpose, and each member checks what it saw. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int bads[64][12];
static int seen[64];

static void add_to(long *p, long v) { *p += v; }

int main(void)
{
    int i, j, n, fp, me;
    long acc, red, loops;
    n = 1000;
    fp = 7;
    acc = -100;
    red = 0;
    loops = 0;
#pragma omp parallel private(i, j, n, acc, me) firstprivate(fp) reduction(+ : red)
    {
        me = omp_get_thread_num();
        seen[me] = 1;
        n = 12;
        acc = 0;
        fp += 1;
#pragma omp for reduction(+ : loops)
        for (i = 0; i < n; i++) {
            acc += fp;
            loops++;
        }
        /* acc is the member's: the sum of fp over its iterations */
        if (acc % 8 != 0) bads[me][0]++;
#pragma omp for collapse(2)
        for (i = 0; i < n; i++)
            for (j = 0; j < n / 3; j++)
                if (fp != 8) bads[me][1]++;
#pragma omp single
        {
            if (n != 12 || fp != 8) bads[me][2]++;
        }
#pragma omp master
        {
            if (n != 12 || fp != 8) bads[me][3]++;
        }
#pragma omp critical
        {
            if (n != 12 || fp != 8) bads[me][4]++;
            red += n;
        }
#pragma omp for ordered
        for (i = 0; i < 6; i++) {
#pragma omp ordered
            if (n != 12 || fp != 8) bads[me][5]++;
        }
        acc = 5;
#pragma omp atomic
        acc += 2;
        if (acc != 7) bads[me][6]++;
#pragma omp sections
        {
#pragma omp section
            if (n != 12 || fp != 8) bads[me][7]++;
#pragma omp section
            if (n != 12 || fp != 8) bads[me][8]++;
        }
#pragma omp task
        if (n != 12 || fp != 8) bads[me][9]++;
#pragma omp taskwait
        acc = 1;
        add_to(&acc, 41);
        if (acc != 42) bads[me][10]++;
        red += 1;
    }
    j = 0;
    for (i = 0; i < 64; i++)
        for (me = 0; me < 12; me++) j += bads[i][me];
    printf("bad=%d loops=%ld red_pos=%d\n", j, loops, red > 12);
    return 0;
}
