// C tasks that create tasks in their own bodies, deferred at every level (since session 77):
// a walk of a random tree of fan-out 1 to 4 whose task per child spawns a task per
// grandchild, sharing an array declared in its own body; three levels that reach the
// function's locals through both outer tasks; a nested task under a critical section (it
// runs in place, and so does its outer task). Checked against the sequential meaning;
// under TSan a nested task whose site missed the outer task's pointer would race or crash.
#include <stdio.h>
#include <stdlib.h>
typedef struct node { int v, nk; struct node *kids[4]; } node;
static node *build(int d, unsigned *seed) {
    node *n = malloc(sizeof *n);
    *seed = *seed * 1103515245u + 12345u;
    n->v = (int)(*seed >> 8) % 100;
    n->nk = 0;
    if (d > 0) {
        n->nk = 1 + (int)((*seed >> 16) % 4);
        for (int i = 0; i < n->nk; i++) n->kids[i] = build(d - 1, seed);
    }
    return n;
}
static long walk(node *n) {
    long part[4] = {0, 0, 0, 0};
    for (int i = 0; i < n->nk; i++) {
#pragma omp task shared(part) firstprivate(i)
        {
            node *k = n->kids[i];
            long inner[4] = {0, 0, 0, 0};
            for (int j = 0; j < k->nk; j++) {
#pragma omp task shared(inner) firstprivate(j)
                inner[j] = walk(k->kids[j]);
            }
#pragma omp taskwait
            part[i] = k->v + inner[0] + inner[1] + inner[2] + inner[3];
        }
    }
#pragma omp taskwait
    return n->v + part[0] + part[1] + part[2] + part[3];
}
int main(void) {
    unsigned seed = 12345;
    node *root = build(10, &seed);
    long total = 0, levels = 0, guarded = 0;
    int base = 7;
#pragma omp parallel
#pragma omp single
    {
#pragma omp task shared(total)
        total = walk(root);
        for (int t = 0; t < 100; t++) {
#pragma omp task shared(levels) firstprivate(t)
            {
                long mine = t;
#pragma omp task shared(levels, mine)
                {
#pragma omp task shared(levels)
                    {
#pragma omp atomic
                        levels += mine + base;
                    }
#pragma omp taskwait
                }
#pragma omp taskwait
            }
#pragma omp task shared(guarded)
            {
#pragma omp critical
                {
#pragma omp task shared(guarded)
                    {
#pragma omp atomic
                        guarded += t;
                    }
                }
            }
        }
    }
    printf("total %ld levels %ld guarded %ld\n", total, levels, guarded);
    return 0;
}
