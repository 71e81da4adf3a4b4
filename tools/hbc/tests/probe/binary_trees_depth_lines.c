/* Benchmarks Game binary-trees as its OpenMP C entries run it: a stretch tree and a
   long-lived tree built first, then a `parallel for schedule(dynamic,1)` over the depth
   index where each iteration allocates and frees many trees with malloc and formats its
   report line into a shared char array by index; the lines are printed in order after the
   loop, followed by the long-lived tree's check. */
#include <stdio.h>
#include <stdlib.h>

struct node { struct node *l, *r; };

static struct node *make(int d)
{
    struct node *n = malloc(sizeof *n);
    if (d > 0) { n->l = make(d - 1); n->r = make(d - 1); }
    else n->l = n->r = NULL;
    return n;
}

static long check(const struct node *n) { return n->l ? 1 + check(n->l) + check(n->r) : 1; }

static void release(struct node *n)
{
    if (n->l) { release(n->l); release(n->r); }
    free(n);
}

int main(void)
{
    const int min_depth = 4, max_depth = 14;
    struct node *stretch = make(max_depth + 1);
    printf("stretch tree of depth %d\t check: %ld\n", max_depth + 1, check(stretch));
    release(stretch);
    struct node *longlived = make(max_depth);
    int nd = (max_depth - min_depth) / 2 + 1;
    char (*lines)[80] = malloc(sizeof(*lines) * nd);
#pragma omp parallel for schedule(dynamic, 1)
    for (int k = 0; k < nd; k++) {
        int d = min_depth + 2 * k;
        long iters = 1L << (max_depth - d + min_depth);
        long sum = 0;
        for (long i = 0; i < iters; i++) {
            struct node *t = make(d);
            sum += check(t);
            release(t);
        }
        snprintf(lines[k], sizeof lines[k], "%ld\t trees of depth %d\t check: %ld", iters, d, sum);
    }
    for (int k = 0; k < nd; k++) puts(lines[k]);
    printf("long lived tree of depth %d\t check: %ld\n", max_depth, check(longlived));
    release(longlived);
    free(lines);
    return 0;
}
