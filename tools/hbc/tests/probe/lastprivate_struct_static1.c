/* A particle sweep keeps the state of the last particle in a struct, `lastprivate` under
   `schedule(static, 1)`; a second loop keeps a struct both firstprivate and lastprivate. */
#include <stdio.h>
#define NP 37

typedef struct { double x, v; int id; } pstate;

static double pos[NP], vel[NP];

int main(void)
{
    pstate last = {0, 0, -1}, seed = {1.5, 0.25, 99};
    for (int i = 0; i < NP; i++) { pos[i] = i * 0.5; vel[i] = (i % 5) - 2.0; }
#pragma omp parallel
    {
#pragma omp for schedule(static, 1) lastprivate(last)
        for (int i = 0; i < NP; i++) {
            last.x = pos[i] + vel[i] * 0.1;
            last.v = vel[i] * 0.99;
            last.id = i;
            pos[i] = last.x;
        }
    }
    printf("last id=%d x=%.6f v=%.6f\n", last.id, last.x, last.v);
    int k;
#pragma omp parallel for schedule(static, 1) firstprivate(seed) lastprivate(seed, k)
    for (k = 0; k < NP; k++) {
        seed.x += pos[k];
        seed.id = k + (int)(seed.v * 4); /* (was `k + seed.id % 7`: the thread's previous
                                             iteration's id, which depends on the team size:
                                             gcc says 42 at 2 threads, 39 at 3; hbc gave the
                                             sequential 37 until session 42 sent the loop to
                                             team mode) */
        vel[k] += seed.v;
    }
    /* seed.x after the last iteration depends on the thread's share: print only id */
    printf("seed id=%d k=%d vel=%.4f\n", seed.id, k, vel[NP - 1]);
    return 0;
}
