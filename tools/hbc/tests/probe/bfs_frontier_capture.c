/* Breadth-first search twice over one graph: Rodinia style (mask arrays, a shared `stop`
   flag written by any iteration, a second loop that commits the next frontier), and
   GAPBS style (a frontier queue filled with `atomic capture` of the tail index, and a
   visited test-and-set with `atomic capture`). */
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#define NV 20000
#define DEG 4

static int adj[NV * DEG];
static bool mask[NV], updating[NV], visited[NV];
static int cost[NV], depth2[NV];
static int queue_a[NV], queue_b[NV];
static int claimed[NV];

int main(void)
{
    for (int v = 0; v < NV; v++)
        for (int k = 0; k < DEG; k++)
            adj[v * DEG + k] = (int)(((long)v * 7 + k * 1543 + (v % 97) * k * 31) % NV);
    for (int v = 0; v < NV; v++) { cost[v] = -1; depth2[v] = -1; }
    mask[0] = visited[0] = true;
    cost[0] = 0;
    bool stop;
    int levels = 0;
    do {
        stop = false;
#pragma omp parallel for
        for (int v = 0; v < NV; v++) {
            if (mask[v]) {
                mask[v] = false;
                for (int k = 0; k < DEG; k++) {
                    int w = adj[v * DEG + k];
                    if (!visited[w]) { cost[w] = cost[v] + 1; updating[w] = true; }
                }
            }
        }
#pragma omp parallel for
        for (int v = 0; v < NV; v++) {
            if (updating[v]) {
                mask[v] = visited[v] = true;
                stop = true;
                updating[v] = false;
            }
        }
        levels++;
    } while (stop);

    int *cur = queue_a, *next = queue_b, ncur = 1, nnext;
    cur[0] = 0;
    depth2[0] = 0;
    claimed[0] = 1;
    int d = 0;
    while (ncur > 0) {
        nnext = 0;
#pragma omp parallel for schedule(dynamic, 32)
        for (int i = 0; i < ncur; i++) {
            int v = cur[i];
            for (int k = 0; k < DEG; k++) {
                int w = adj[v * DEG + k], old;
#pragma omp atomic capture
                { old = claimed[w]; claimed[w] = 1; }
                if (!old) {
                    int slot;
                    depth2[w] = d + 1;
#pragma omp atomic capture
                    slot = nnext++;
                    next[slot] = w;
                }
            }
        }
        int *t = cur; cur = next; next = t;
        ncur = nnext;
        d++;
    }
    long s1 = 0, s2 = 0, reached = 0;
    for (int v = 0; v < NV; v++) { s1 += cost[v]; s2 += depth2[v]; reached += cost[v] >= 0; }
    printf("levels=%d reached=%ld cost=%ld depth=%ld same=%d\n", levels, reached, s1, s2, s1 == s2);
    return 0;
}
