/* Tasks over a linked list as application code writes them: a `single` walks the list in a
   `while (p)` loop creating a `task firstprivate(p)` per node that computes the node's value
   (a Collatz length of its key) and stores it in the node; a `taskwait` at the end of the
   single; then a second walk builds an array of node pointers and a `taskloop grainsize(16)`
   updates them; the list is summed and freed sequentially. */
#include <stdio.h>
#include <stdlib.h>

struct node { long key; int steps; double w; struct node *next; };

static int collatz(long n)
{
    int s = 0;
    while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; s++; }
    return s;
}

int main(void)
{
    struct node *head = NULL;
    for (long k = 5000; k >= 1; k--) {
        struct node *n = malloc(sizeof *n);
        n->key = k * 37 + 1;
        n->steps = -1;
        n->w = 0;
        n->next = head;
        head = n;
    }
    int count = 0;
#pragma omp parallel
    {
#pragma omp single
        {
            struct node *p = head;
            while (p) {
#pragma omp task firstprivate(p)
                p->steps = collatz(p->key);
                p = p->next;
                count++;
            }
#pragma omp taskwait
        }
    }
    struct node **arr = malloc(sizeof(struct node *) * count);
    int k = 0;
    for (struct node *p = head; p; p = p->next) arr[k++] = p;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop grainsize(16)
    for (int i = 0; i < count; i++) arr[i]->w = arr[i]->steps * 0.5 + (i % 3);
    long ssum = 0, maxs = 0;
    double wsum = 0;
    while (head) {
        struct node *n = head;
        ssum += n->steps;
        if (n->steps > maxs) maxs = n->steps;
        wsum += n->w;
        head = n->next;
        free(n);
    }
    printf("count=%d steps=%ld max=%ld w=%.1f\n", count, ssum, maxs, wsum);
    free(arr);
    return 0;
}
