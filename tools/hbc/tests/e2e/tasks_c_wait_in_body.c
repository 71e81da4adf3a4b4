// C tasks whose bodies hold taskwait or taskgroup are deferred (since session 76; before, any
// directive in a C task's body ran it in place): a post-order tree sum whose task waits for
// the children a callee spawned, and a task whose taskgroup completes them. Checked against
// the sequential meaning; under TSan a wait that did not cover the children would race.
#include <stdio.h>
#include <stdlib.h>
typedef struct node { struct node *l, *r; long v, sum; } node;
static node *build(int d, long *next) {
    if (d == 0) return NULL;
    node *n = malloc(sizeof *n);
    n->v = (*next)++;
    n->l = build(d - 1, next);
    n->r = build(d - 1, next);
    return n;
}
static void sums(node *n);
static void spawn_children(node *n) {
    if (n->l) {
#pragma omp task
        sums(n->l);
    }
    if (n->r) {
#pragma omp task
        sums(n->r);
    }
}
static long visited;
static void sums(node *n) {
    long local = 0;
#pragma omp task shared(local) firstprivate(n)
    {
        spawn_children(n);
#pragma omp taskwait
        local = n->v + (n->l ? n->l->sum : 0) + (n->r ? n->r->sum : 0);
#pragma omp atomic
        visited++;
    }
#pragma omp taskwait
    n->sum = local;
}
static long group_total(node *root) {
    long total = 0;
#pragma omp task shared(total) firstprivate(root)
    {
#pragma omp taskgroup
        {
            spawn_children(root);
        }
        total = root->l->sum + root->r->sum;
    }
#pragma omp taskwait
    return total;
}
int main(void) {
    long next = 1;
    node *root = build(14, &next);
#pragma omp parallel
#pragma omp single
    {
        sums(root);
    }
    long g = 0;
#pragma omp parallel
#pragma omp single
    g = group_total(root);
    printf("sum=%ld visited=%ld group=%ld\n", root->sum, visited, g);
    return 0;
}
