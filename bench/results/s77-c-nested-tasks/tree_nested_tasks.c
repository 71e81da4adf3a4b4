// A walk of a random tree (fan-out 1 to 4) whose task per child creates, in its own body, a
// task per grandchild: the shape hbc ran in place before session 77 (a C task whose body held
// a task), deferred since. Each node does a little work (a hash of its value). Prints the
// sum, and the walk's time on stderr ("time S").
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
typedef struct node { unsigned v; int nk; struct node *kids[4]; } node;
static node *build(int d, unsigned *seed) {
    node *n = malloc(sizeof *n);
    *seed = *seed * 1103515245u + 12345u;
    n->v = *seed >> 8;
    n->nk = d > 0 ? 1 + (int)((*seed >> 16) % 4) : 0;
    for (int i = 0; i < n->nk; i++) n->kids[i] = build(d - 1, seed);
    return n;
}
static unsigned long work(unsigned v) {
    unsigned long h = v;
    for (int i = 0; i < 200; i++) h = h * 6364136223846793005ul + 1442695040888963407ul;
    return h >> 40;
}
static unsigned long walk(node *n) {
    unsigned long part[4] = {0, 0, 0, 0};
    for (int i = 0; i < n->nk; i++) {
#pragma omp task shared(part) firstprivate(i)
        {
            node *k = n->kids[i];
            unsigned long inner[4] = {0, 0, 0, 0};
            for (int j = 0; j < k->nk; j++) {
#pragma omp task shared(inner) firstprivate(j)
                inner[j] = walk(k->kids[j]);
            }
#pragma omp taskwait
            part[i] = work(k->v) + inner[0] + inner[1] + inner[2] + inner[3];
        }
    }
#pragma omp taskwait
    return work(n->v) + part[0] + part[1] + part[2] + part[3];
}
int main(int argc, char **argv) {
    unsigned seed = 12345;
    node *root = build(argc > 1 ? atoi(argv[1]) : 12, &seed);
    unsigned long total = 0;
    double t = omp_get_wtime();
#pragma omp parallel
#pragma omp single
    total = walk(root);
    fprintf(stderr, "time %.4f\n", omp_get_wtime() - t);
    printf("%lu\n", total);
    return 0;
}
