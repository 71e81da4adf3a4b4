/* Pacheco ch. 5 message passing with one queue per thread guarded by an omp_lock_t: the
   queues are allocated inside the region (each thread its own, then a barrier), every thread
   sends messages to the others and polls its own queue, counts done_sending with an atomic,
   and keeps receiving until its queue is empty and all threads are done. The team size is
   requested with num_threads(thread_count) and relied on (dyn-var is false), so the
   sequential build cannot give the answer. */
// PROBE-OUTPUT: messages=4000 sum=7998000 per_thread_ok=1
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define TOTAL 4000

struct queue_node_s {
    int src;
    int mesg;
    struct queue_node_s *next_p;
};

struct queue_s {
#ifdef _OPENMP
    omp_lock_t lock;
#endif
    int enqueued;
    int dequeued;
    struct queue_node_s *front_p;
    struct queue_node_s *tail_p;
};

struct queue_s *Allocate_queue(void)
{
    struct queue_s *q_p = malloc(sizeof(struct queue_s));
    q_p->enqueued = q_p->dequeued = 0;
    q_p->front_p = NULL;
    q_p->tail_p = NULL;
#ifdef _OPENMP
    omp_init_lock(&q_p->lock);
#endif
    return q_p;
}

void Free_queue(struct queue_s *q_p)
{
    struct queue_node_s *curr_p = q_p->front_p, *temp_p;
    while (curr_p != NULL) {
        temp_p = curr_p;
        curr_p = curr_p->next_p;
        free(temp_p);
    }
    q_p->enqueued = q_p->dequeued = 0;
    q_p->front_p = q_p->tail_p = NULL;
#ifdef _OPENMP
    omp_destroy_lock(&q_p->lock);
#endif
}

void Enqueue(struct queue_s *q_p, int src, int mesg)
{
    struct queue_node_s *n_p = malloc(sizeof(struct queue_node_s));
    n_p->src = src;
    n_p->mesg = mesg;
    n_p->next_p = NULL;
    if (q_p->tail_p == NULL) {
        q_p->front_p = n_p;
        q_p->tail_p = n_p;
    } else {
        q_p->tail_p->next_p = n_p;
        q_p->tail_p = n_p;
    }
    q_p->enqueued++;
}

int Dequeue(struct queue_s *q_p, int *src_p, int *mesg_p)
{
    struct queue_node_s *temp_p;
    if (q_p->front_p == NULL) return 0;
    *src_p = q_p->front_p->src;
    *mesg_p = q_p->front_p->mesg;
    temp_p = q_p->front_p;
    if (q_p->front_p == q_p->tail_p)
        q_p->front_p = q_p->tail_p = NULL;
    else
        q_p->front_p = temp_p->next_p;
    free(temp_p);
    q_p->dequeued++;
    return 1;
}

void Send_msg(struct queue_s *msg_queues[], int my_rank, int thread_count, int msg)
{
    int dest = (my_rank + 1) % thread_count;
    struct queue_s *q_p = msg_queues[dest];
#ifdef _OPENMP
    omp_set_lock(&q_p->lock);
#endif
    Enqueue(q_p, my_rank, msg);
#ifdef _OPENMP
    omp_unset_lock(&q_p->lock);
#endif
}

void Try_receive(struct queue_s *q_p, long *sum_p, int *count_p)
{
    int src, mesg, got;
#ifdef _OPENMP
    omp_set_lock(&q_p->lock);
#endif
    got = Dequeue(q_p, &src, &mesg);
#ifdef _OPENMP
    omp_unset_lock(&q_p->lock);
#endif
    if (got) {
        *sum_p += mesg;
        (*count_p)++;
    }
}

int Done(struct queue_s *q_p, int done_sending, int thread_count)
{
    int queue_size;
#ifdef _OPENMP
    omp_set_lock(&q_p->lock);
#endif
    queue_size = q_p->enqueued - q_p->dequeued;
#ifdef _OPENMP
    omp_unset_lock(&q_p->lock);
#endif
    return queue_size == 0 && done_sending == thread_count;
}

int main(void)
{
    int thread_count = 4;
    struct queue_s **msg_queues = malloc(thread_count * sizeof(struct queue_s *));
    long sums[16] = {0};
    int counts[16] = {0};
    int done_sending = 0;
    long total = 0;
    int messages = 0, ok = 1, t;

#pragma omp parallel num_threads(thread_count) default(none) \
    shared(thread_count, msg_queues, done_sending, sums, counts)
    {
#ifdef _OPENMP
        int my_rank = omp_get_thread_num();
#else
        int my_rank = 0;
#endif
        int msg, ds;
        long my_sum = 0;
        int my_count = 0;
        msg_queues[my_rank] = Allocate_queue();
#pragma omp barrier
        for (msg = my_rank; msg < TOTAL; msg += thread_count) {
            Send_msg(msg_queues, my_rank, thread_count, msg);
            Try_receive(msg_queues[my_rank], &my_sum, &my_count);
        }
#pragma omp atomic
        done_sending++;
        for (;;) {
#pragma omp atomic read
            ds = done_sending;
            if (Done(msg_queues[my_rank], ds, thread_count)) break;
            Try_receive(msg_queues[my_rank], &my_sum, &my_count);
        }
        sums[my_rank] = my_sum;
        counts[my_rank] = my_count;
#pragma omp barrier
        Free_queue(msg_queues[my_rank]);
        free(msg_queues[my_rank]);
    }
    for (t = 0; t < thread_count; t++) {
        total += sums[t];
        messages += counts[t];
        if (counts[t] != TOTAL / thread_count) ok = 0;
    }
    printf("messages=%d sum=%ld per_thread_ok=%d\n", messages, total, ok);
    free(msg_queues);
    return 0;
}
