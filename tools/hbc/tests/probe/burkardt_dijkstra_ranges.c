/* Burkardt-style Dijkstra: one `parallel private(my_first, my_id, my_last, my_md, my_mv,
   my_step) shared(connected, md, mind, mv, nth, ohd)` region; each thread computes its own
   node range from omp_get_thread_num()/omp_get_num_threads(), and the step loop uses
   `single` (reset, connect), `critical` (global minimum) and barriers; helpers
   find_nearest() and update_mind() work on the thread's range. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define NV 60

int i4_huge = 2147483647;

void find_nearest(int s, int e, int mind[NV], int connected[NV], int *d, int *v)
{
    int i;
    *d = i4_huge;
    *v = -1;
    for (i = s; i <= e; i++) {
        if (!connected[i] && mind[i] < *d) {
            *d = mind[i];
            *v = i;
        }
    }
}

void update_mind(int s, int e, int mv, int connected[NV], int ohd[NV][NV], int mind[NV])
{
    int i;
    for (i = s; i <= e; i++) {
        if (!connected[i]) {
            if (ohd[mv][i] < i4_huge) {
                if (mind[mv] + ohd[mv][i] < mind[i]) mind[i] = mind[mv] + ohd[mv][i];
            }
        }
    }
}

int *dijkstra_distance(int ohd[NV][NV])
{
    int *connected;
    int i;
    int md;
    int *mind;
    int mv;
    int my_first;
    int my_id;
    int my_last;
    int my_md;
    int my_mv;
    int my_step;
    int nth;

    connected = (int *)malloc(NV * sizeof(int));
    connected[0] = 1;
    for (i = 1; i < NV; i++) connected[i] = 0;
    mind = (int *)malloc(NV * sizeof(int));
    for (i = 0; i < NV; i++) mind[i] = ohd[0][i];

#pragma omp parallel private(my_first, my_id, my_last, my_md, my_mv, my_step) \
    shared(connected, md, mind, mv, nth, ohd)
    {
#ifdef _OPENMP
        my_id = omp_get_thread_num();
        nth = omp_get_num_threads();
#else
        my_id = 0;
        nth = 1;
#endif
        my_first = (my_id * NV) / nth;
        my_last = ((my_id + 1) * NV) / nth - 1;
        for (my_step = 1; my_step < NV; my_step++) {
#pragma omp single
            {
                md = i4_huge;
                mv = -1;
            }
            find_nearest(my_first, my_last, mind, connected, &my_md, &my_mv);
#pragma omp critical
            {
                if (my_md < md) {
                    md = my_md;
                    mv = my_mv;
                }
            }
#pragma omp barrier
#pragma omp single
            {
                if (mv != -1) connected[mv] = 1;
            }
#pragma omp barrier
            if (mv != -1) update_mind(my_first, my_last, mv, connected, ohd, mind);
#pragma omp barrier
        }
    }
    free(connected);
    return mind;
}

int main(void)
{
    static int ohd[NV][NV];
    int i, j, *mind;
    long s = 0;
    for (i = 0; i < NV; i++)
        for (j = 0; j < NV; j++) {
            if (i == j)
                ohd[i][j] = 0;
            else if ((i * 7 + j * 3) % 5 == 0 || j == i + 1 || i == j + 1)
                ohd[i][j] = 1 + ((i + 1) * (j + 3)) % 37;
            else
                ohd[i][j] = i4_huge;
        }
    for (i = 0; i < NV; i++)
        for (j = 0; j < i; j++) {
            int m = ohd[i][j] < ohd[j][i] ? ohd[i][j] : ohd[j][i];
            ohd[i][j] = ohd[j][i] = m;
        }
    mind = dijkstra_distance(ohd);
    for (i = 0; i < NV; i++) s += (long)mind[i] * (i + 1);
    printf("  Minimum distances from node 0:\n");
    for (i = 0; i < NV; i += 6) printf("  %2d  %2d\n", i, mind[i]);
    printf("weighted=%ld\n", s);
    free(mind);
    return 0;
}
