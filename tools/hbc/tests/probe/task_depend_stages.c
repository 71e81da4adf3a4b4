/* A blocked three-stage pipeline built from tasks in `parallel` + `single`: for each block
   b, stage A produces buf[b] (depend out), stage B transforms it (depend inout on buf[b],
   in on the previous block's result for a running prefix), stage C accumulates (depend in);
   `taskwait` before printing; then a `taskloop grainsize(...)` over rows with a nested
   `taskloop num_tasks(...)` inside a task, and a taskloop with `firstprivate` scale. */
#include <stdio.h>
#include <math.h>

#define NB 24
#define BS 1000

static double buf[NB][BS];
static double prefix[NB + 1];
static double total;
static double mat[256][256];

static void produce(int b)
{
    for (int i = 0; i < BS; i++) buf[b][i] = sqrt((double)(b * BS + i + 1));
}

static void transform(int b)
{
    double s = 0.0;
    for (int i = 0; i < BS; i++) { buf[b][i] *= 0.5; s += buf[b][i]; }
    prefix[b + 1] = prefix[b] + s;
}

int main(void)
{
    int b;
    total = 0.0;
    prefix[0] = 0.0;
#pragma omp parallel
#pragma omp single
    {
        for (b = 0; b < NB; b++) {
#pragma omp task depend(out: buf[b]) firstprivate(b)
            produce(b);
#pragma omp task depend(inout: buf[b]) depend(in: prefix[b]) depend(out: prefix[b + 1]) firstprivate(b)
            transform(b);
#pragma omp task depend(in: buf[b]) firstprivate(b)
            {
                double s = 0.0;
                for (int i = 0; i < BS; i += 10) s += buf[b][i];
#pragma omp atomic
                total += s;
            }
        }
#pragma omp taskwait
    }
    printf("prefix %.6f total %.6f\n", prefix[NB], total);

    double scale = 1.5;
#pragma omp parallel
    {
#pragma omp single
        {
#pragma omp taskloop grainsize(16) firstprivate(scale)
            for (int i = 0; i < 256; i++)
                for (int j = 0; j < 256; j++) mat[i][j] = scale * (i - j);
#pragma omp task
            {
#pragma omp taskloop num_tasks(8)
                for (int i = 0; i < 256; i++) mat[i][i] += 1000.0;
            }
#pragma omp taskwait
        }
    }
    double tr = 0.0, off = 0.0;
    for (int i = 0; i < 256; i++)
        for (int j = 0; j < 256; j++) {
            if (i == j) tr += mat[i][j];
            else off += fabs(mat[i][j]);
        }
    printf("trace %.1f off %.1f\n", tr, off);
    return 0;
}
