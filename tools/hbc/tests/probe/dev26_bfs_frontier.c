/* Rodinia-style BFS on a grid graph: frontier masks as char arrays mapped for the whole
   search in `target data`, a `stop` flag mapped tofrom and written by many iterations of
   `target teams distribute parallel for` (all write the same value), a host loop that
   runs kernels until the flag stays set, and `target update` of the flag each level. */
#include <stdio.h>
#include <stdlib.h>

#define W 60
#define H 45
#define NV (W * H)

int main(void)
{
    int *cost = malloc(NV * sizeof(int));
    char *mask = calloc(NV, 1), *upd = calloc(NV, 1), *visited = calloc(NV, 1);
    int stop, levels = 0;
    for (int v = 0; v < NV; v++) cost[v] = -1;
    mask[0] = visited[0] = 1;
    cost[0] = 0;
#pragma omp target data map(tofrom: cost[0:NV], mask[0:NV], upd[0:NV], visited[0:NV]) map(alloc: stop)
    do {
        stop = 1;
#pragma omp target update to(stop)
#pragma omp target teams distribute parallel for
        for (int v = 0; v < NV; v++) {
            if (!mask[v]) continue;
            mask[v] = 0;
            int x = v % W, y = v / W;
            int nb[4] = {x > 0 ? v - 1 : -1, x < W - 1 ? v + 1 : -1, y > 0 ? v - W : -1, y < H - 1 ? v + W : -1};
            for (int e = 0; e < 4; e++) {
                int u = nb[e];
                if (u >= 0 && !visited[u] && ((u * 7) % 11 != 3)) {
                    cost[u] = cost[v] + 1;
                    upd[u] = 1;
                }
            }
        }
#pragma omp target teams distribute parallel for map(tofrom: stop)
        for (int v = 0; v < NV; v++) {
            if (upd[v]) {
                mask[v] = 1;
                visited[v] = 1;
                stop = 0;
                upd[v] = 0;
            }
        }
#pragma omp target update from(stop)
        levels++;
    } while (!stop);
    long sum = 0;
    int reached = 0, far = 0;
    for (int v = 0; v < NV; v++) {
        if (cost[v] >= 0) { reached++; sum += cost[v]; }
        if (cost[v] > far) far = cost[v];
    }
    printf("levels=%d reached=%d sum=%ld far=%d c[NV-1]=%d\n", levels, reached, sum, far, cost[NV - 1]);
    free(cost); free(mask); free(upd); free(visited);
    return 0;
}
