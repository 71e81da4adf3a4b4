/* Mattson's linked-list exercise, three ways: (1) count the nodes, copy the pointers into
   an array and run `parallel for schedule(static,1)` over it; (2) one thread walks the
   list inside `single` and creates a `task firstprivate(p)` per node; (3) the same with the
   walk in `master` and a taskwait. Each node computes a Fibonacci number. */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 5
#endif
#ifndef FS
#define FS 25
#endif

struct node {
    int data;
    int fibdata;
    struct node *next;
};

int fib(int n)
{
    int x, y;
    if (n < 2) {
        return (n);
    } else {
        x = fib(n - 1);
        y = fib(n - 2);
        return (x + y);
    }
}

void processwork(struct node *p)
{
    int n;
    n = p->data;
    p->fibdata = fib(n);
}

struct node *init_list(struct node *p)
{
    int i;
    struct node *head = NULL;
    struct node *temp = NULL;

    head = malloc(sizeof(struct node));
    p = head;
    p->data = FS;
    p->fibdata = 0;
    for (i = 0; i < N; i++) {
        temp = malloc(sizeof(struct node));
        p->next = temp;
        p = temp;
        p->data = FS + i + 1;
        p->fibdata = i + 1;
    }
    p->next = NULL;
    return head;
}

static long checksum(struct node *p)
{
    long s = 0;
    int k = 1;
    while (p != NULL) {
        s += (long)k++ * p->fibdata;
        p = p->next;
    }
    return s;
}

static void reset(struct node *p)
{
    for (; p; p = p->next) p->fibdata = -1;
}

int main(void)
{
    struct node *p = NULL;
    struct node *temp = NULL;
    struct node *head = NULL;
    struct node **parr;
    int count = 0, i;

    p = init_list(p);
    head = p;

    /* version 1: array of pointers */
    while (p != NULL) {
        count++;
        p = p->next;
    }
    parr = (struct node **)malloc(count * sizeof(struct node *));
    p = head;
    for (i = 0; i < count; i++) {
        parr[i] = p;
        p = p->next;
    }
#pragma omp parallel for schedule(static, 1)
    for (i = 0; i < count; i++) processwork(parr[i]);
    printf("array: count=%d checksum=%ld\n", count, checksum(head));

    /* version 2: tasks from single */
    reset(head);
#pragma omp parallel
    {
#pragma omp single
        {
            p = head;
            while (p) {
#pragma omp task firstprivate(p)
                {
                    processwork(p);
                }
                p = p->next;
            }
        }
    }
    printf("single tasks: checksum=%ld\n", checksum(head));

    /* version 3: tasks from master with taskwait, then a loop over the list after */
    reset(head);
#pragma omp parallel
    {
#pragma omp master
        {
            struct node *q;
            for (q = head; q; q = q->next) {
#pragma omp task
                processwork(q);
            }
#pragma omp taskwait
        }
    }
    printf("master tasks: checksum=%ld\n", checksum(head));

    p = head;
    while (p != NULL) {
        printf("%d : %d\n", p->data, p->fibdata);
        temp = p->next;
        free(p);
        p = temp;
    }
    free(parr);
    return 0;
}
