// A chain of tasks (each does its node's work and creates a task for the next node, nobody
// waits) inside a taskgroup: the statements after the taskgroup read what every link wrote.
// Once in the single's own code, once inside a task (the taskgroup's end must wait for all
// descendants of the tasks created in it, not only its children). 200000 nodes.
// PROBE-OUTPUT: first: sum=99900000 last_seen=199999 links=200000
// PROBE-OUTPUT: in task: sum=99900000 last_seen=199999 links=200000
#include <stdio.h>
#include <stdlib.h>

typedef struct node { long v; long id; struct node *next; } node;

static long sum, links, last_seen = -1;

static void process(node *p)
{
    if (!p) return;
#pragma omp atomic
    sum += p->v;
#pragma omp atomic
    links += 1;
    if (!p->next) last_seen = p->id;
#pragma omp task
    process(p->next);
}

int main(void)
{
    int n = 200000;
    node *nodes = malloc(sizeof(node) * n);
    for (int i = 0; i < n; i++) {
        nodes[i].v = i % 1000;
        nodes[i].id = i;
        nodes[i].next = i + 1 < n ? &nodes[i + 1] : NULL;
    }
    long s1 = 0, l1 = 0, e1 = 0, s2 = 0, l2 = 0, e2 = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskgroup
        process(&nodes[0]);
        s1 = sum; l1 = links; e1 = last_seen;
        sum = 0; links = 0; last_seen = -1;
#pragma omp task shared(s2, l2, e2)
        {
#pragma omp taskgroup
            process(&nodes[0]);
            s2 = sum; l2 = links; e2 = last_seen;
        }
#pragma omp taskwait
    }
    printf("first: sum=%ld last_seen=%ld links=%ld\n", s1, e1, l1);
    printf("in task: sum=%ld last_seen=%ld links=%ld\n", s2, e2, l2);
    free(nodes);
    return 0;
}
