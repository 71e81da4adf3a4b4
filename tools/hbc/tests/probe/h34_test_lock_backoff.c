/* omp_test_lock with back-off: a thread that fails to get the lock does a unit of private
   work and retries, so locked updates and private work interleave. What is printed
   (locked tally, private work total) depends only on the items; the number of failed
   attempts is not printed. A second lock guards a linked free-list shared by the loop. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
// PROBE-OUTPUT: tally=159964 work=40000 list_len=20000 list_sum=199990000

#define N 20000

typedef struct node { int v; struct node *next; } node;

int main(void)
{
    omp_lock_t tally_lock, list_lock;
    omp_init_lock(&tally_lock);
    omp_init_lock(&list_lock);
    long tally = 0, work_total = 0;
    node *list = NULL;
    node *pool = malloc(N * sizeof(node));
#pragma omp parallel for schedule(dynamic, 16) reduction(+:work_total)
    for (int i = 0; i < N; i++) {
        long w = 0;
        int spins = 0;
        while (!omp_test_lock(&tally_lock)) {
            w += (i ^ spins) & 1; /* back-off "work", then counted out below */
            spins++;
        }
        tally += i % 17;
        omp_unset_lock(&tally_lock);
        work_total += i % 5 + (w - w); /* only the item's own work counts */
        pool[i].v = i;
        omp_set_lock(&list_lock);
        pool[i].next = list;
        list = &pool[i];
        omp_unset_lock(&list_lock);
    }
    long n = 0, s = 0;
    for (node *p = list; p; p = p->next) {
        n++;
        s += p->v;
    }
    omp_destroy_lock(&tally_lock);
    omp_destroy_lock(&list_lock);
    printf("tally=%ld work=%ld list_len=%ld list_sum=%ld\n", tally, work_total, n, s);
    free(pool);
    return 0;
}
