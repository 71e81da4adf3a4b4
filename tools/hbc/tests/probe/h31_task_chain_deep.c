/* A linked list processed by a chain of tasks: each task does its node's work and spawns a
   task for the next node, without waiting (no taskwait until the end). 200000 nodes. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node { long v; struct node *next; } node;

static long total;

static void process(node *p)
{
    if (!p) return;
    long w = p->v * 3 + 1;
#pragma omp atomic
    total += w;
#pragma omp task
    process(p->next);
}

int main(void)
{
    int n = 200000;
    node *nodes = malloc(sizeof(node) * n);
    for (int i = 0; i < n; i++) { nodes[i].v = i % 1000; nodes[i].next = i + 1 < n ? &nodes[i + 1] : NULL; }
#pragma omp parallel
#pragma omp single
    {
        process(&nodes[0]);
#pragma omp taskwait
    }
    printf("total=%ld\n", total);
    free(nodes);
    return 0;
}
