/* NPB IS-style bucket sort: inside one `parallel` region each thread counts the keys of its
   static share into its own row of bucket_size[] (indexed by omp_get_thread_num()), the
   rows are turned into per-thread bucket offsets by prefix sums across threads, and a second
   `omp for schedule(static)` over the SAME key range scatters the keys: it is correct only if
   both static loops give every thread the same share (OpenMP guarantees it for equal
   iteration counts and schedule(static)). */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_max_threads(void) { return 1; }
#endif
#define NUM_KEYS (1 << 16)
#define MAX_KEY (1 << 11)
#define NUM_BUCKETS (1 << 6)
#define SHIFT 5 /* log2(MAX_KEY) - log2(NUM_BUCKETS) */

static int key_array[NUM_KEYS], key_buff2[NUM_KEYS];
static int **bucket_size;
static int bucket_ptrs[NUM_BUCKETS];

static void rank(void)
{
    int i, k, num_procs, myid;
    int *work_buff;
#pragma omp parallel private(i, k, num_procs, myid, work_buff)
    {
        myid = omp_get_thread_num();
        num_procs = omp_get_num_threads();
        work_buff = bucket_size[myid];
        for (i = 0; i < NUM_BUCKETS; i++) work_buff[i] = 0;
#pragma omp for schedule(static)
        for (i = 0; i < NUM_KEYS; i++)
            work_buff[key_array[i] >> SHIFT]++;
        /* implied barrier: every row is complete */
        int *my_ptrs = malloc(sizeof(int) * NUM_BUCKETS);
        my_ptrs[0] = 0;
        for (k = 0; k < myid; k++) my_ptrs[0] += bucket_size[k][0];
        for (i = 1; i < NUM_BUCKETS; i++) {
            my_ptrs[i] = my_ptrs[i - 1];
            for (k = 0; k < myid; k++) my_ptrs[i] += bucket_size[k][i];
            for (k = myid; k < num_procs; k++) my_ptrs[i] += bucket_size[k][i - 1];
        }
        if (myid == 0)
            for (i = 0; i < NUM_BUCKETS; i++) bucket_ptrs[i] = my_ptrs[i];
#pragma omp for schedule(static)
        for (i = 0; i < NUM_KEYS; i++) {
            k = key_array[i];
            key_buff2[my_ptrs[k >> SHIFT]++] = k;
        }
        free(my_ptrs);
    }
}

int main(void)
{
    unsigned s = 314159265u;
    for (int i = 0; i < NUM_KEYS; i++) {
        s = s * 1103515245u + 12345u;
        key_array[i] = (int)((s >> 8) % MAX_KEY);
    }
    int nt = omp_get_max_threads();
    bucket_size = malloc(sizeof(int *) * (size_t)nt);
    for (int t = 0; t < nt; t++) bucket_size[t] = malloc(sizeof(int) * NUM_BUCKETS);
    rank();
    /* every bucket must hold only its keys, and the concatenation must be a permutation */
    long bad = 0, sum = 0, wsum = 0;
    for (int i = 0; i < NUM_KEYS; i++) {
        int b = key_buff2[i] >> SHIFT;
        if (i > 0 && b < (key_buff2[i - 1] >> SHIFT)) bad++;
        sum += key_buff2[i];
    }
    for (int b = 0; b < NUM_BUCKETS; b++) wsum += (long)bucket_ptrs[b] * (b + 1);
    /* within a bucket, keys keep their original order (stable scatter) */
    long order = 0;
    for (int i = 0; i < NUM_KEYS; i += 97) order += (long)key_buff2[i] * (i % 13);
    printf("bad=%ld sum=%ld ptrs=%ld order=%ld\n", bad, sum, wsum, order);
    return 0;
}
