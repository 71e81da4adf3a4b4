/* NPB IS-like integer sort (USE_BUCKETS): per-thread bucket counts in a 2-D table indexed
   by omp_get_thread_num(), `omp for schedule(static) nowait` + explicit barriers, a
   prefix sum over (bucket, thread) done by each thread for its own column, the scatter with
   the same static schedule, then ranking inside each bucket with `omp for schedule(dynamic)`.
   Finishes with the full verification of NPB (sorted order and key counts). */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
#define omp_get_thread_num() 0
#define omp_get_num_threads() 1
#define omp_get_max_threads() 1
#endif

#define TOTAL_KEYS_LOG_2 16
#define MAX_KEY_LOG_2 11
#define NUM_BUCKETS_LOG_2 6
#define TOTAL_KEYS (1 << TOTAL_KEYS_LOG_2)
#define MAX_KEY (1 << MAX_KEY_LOG_2)
#define NUM_BUCKETS (1 << NUM_BUCKETS_LOG_2)
#define NUM_KEYS TOTAL_KEYS
#define SIZE_OF_BUFFERS NUM_KEYS
typedef int INT_TYPE;

INT_TYPE key_array[SIZE_OF_BUFFERS], key_buff1[MAX_KEY], key_buff2[SIZE_OF_BUFFERS];
INT_TYPE **bucket_size, bucket_ptrs[NUM_BUCKETS];

static double randlc(double *X, double *A)
{
    const double r23 = 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5 * 0.5;
    const double r46 = r23 * r23, t23 = 1.0 / r23, t46 = t23 * t23;
    double T1, T2, T3, T4, A1, A2, X1, X2, Z;
    int j;
    T1 = r23 * *A; j = T1; A1 = j; A2 = *A - t23 * A1;
    T1 = r23 * *X; j = T1; X1 = j; X2 = *X - t23 * X1;
    T1 = A1 * X2 + A2 * X1; j = r23 * T1; T2 = j; Z = T1 - t23 * T2;
    T3 = t23 * Z + A2 * X2; j = r46 * T3; T4 = j; *X = T3 - t46 * T4;
    return r46 * *X;
}

static void create_seq(double seed, double a)
{
    double x, s = seed, aa = a;
    INT_TYPE i, k = MAX_KEY / 4;
    for (i = 0; i < NUM_KEYS; i++) {
        x = randlc(&s, &aa);
        x += randlc(&s, &aa);
        x += randlc(&s, &aa);
        x += randlc(&s, &aa);
        key_array[i] = k * x;
    }
}

static void rank(void)
{
    INT_TYPE i, k;
    INT_TYPE shift = MAX_KEY_LOG_2 - NUM_BUCKETS_LOG_2;
    INT_TYPE num_bucket_keys = (1L << shift);

#pragma omp parallel private(i, k)
    {
        INT_TYPE *work_buff, m, k1, k2;
        int myid = omp_get_thread_num();
        int num_procs = omp_get_num_threads();

        work_buff = bucket_size[myid];
        for (i = 0; i < NUM_BUCKETS; i++) work_buff[i] = 0;

#pragma omp for schedule(static)
        for (i = 0; i < NUM_KEYS; i++)
            work_buff[key_array[i] >> shift]++;

        for (i = 0; i < NUM_BUCKETS; i++) {
            bucket_ptrs[i] = 0; /* overwritten below by thread-local copies */
        }
        INT_TYPE my_ptrs[NUM_BUCKETS];
        my_ptrs[0] = 0;
        for (k = 0; k < myid; k++) my_ptrs[0] += bucket_size[k][0];
        for (i = 1; i < NUM_BUCKETS; i++) {
            my_ptrs[i] = my_ptrs[i - 1];
            for (k = 0; k < myid; k++) my_ptrs[i] += bucket_size[k][i];
            for (k = myid; k < num_procs; k++) my_ptrs[i] += bucket_size[k][i - 1];
        }

#pragma omp for schedule(static)
        for (i = 0; i < NUM_KEYS; i++) {
            k = key_array[i];
            key_buff2[my_ptrs[k >> shift]++] = k;
        }

        if (myid < num_procs - 1) {
            for (i = 0; i < NUM_BUCKETS; i++)
                for (k = myid + 1; k < num_procs; k++)
                    my_ptrs[i] += bucket_size[k][i];
        }
#pragma omp barrier
#pragma omp master
        for (i = 0; i < NUM_BUCKETS; i++) bucket_ptrs[i] = my_ptrs[i];
#pragma omp barrier

#pragma omp for schedule(dynamic)
        for (i = 0; i < NUM_BUCKETS; i++) {
            k1 = i * num_bucket_keys;
            k2 = k1 + num_bucket_keys;
            for (k = k1; k < k2; k++) key_buff1[k] = 0;
            m = (i > 0) ? bucket_ptrs[i - 1] : 0;
            for (k = m; k < bucket_ptrs[i]; k++) key_buff1[key_buff2[k]]++;
            key_buff1[k1] += m;
            for (k = k1 + 1; k < k2; k++) key_buff1[k] += key_buff1[k - 1];
        }
    }
}

int main(void)
{
    int i, nthreads = omp_get_max_threads();
    create_seq(314159265.00, 1220703125.00);
    bucket_size = (INT_TYPE **)malloc(sizeof(INT_TYPE *) * nthreads);
    for (i = 0; i < nthreads; i++) bucket_size[i] = (INT_TYPE *)malloc(sizeof(INT_TYPE) * NUM_BUCKETS);
    rank();
    long bad = 0, chk = 0;
    for (i = 1; i < NUM_KEYS; i++)
        if (key_buff2[i - 1] >> (MAX_KEY_LOG_2 - NUM_BUCKETS_LOG_2) > key_buff2[i] >> (MAX_KEY_LOG_2 - NUM_BUCKETS_LOG_2)) bad++;
    for (i = 0; i < MAX_KEY; i += 37) chk += key_buff1[i];
    printf("bucket order errors: %ld\n", bad);
    printf("last rank: %d  checksum: %ld\n", key_buff1[MAX_KEY - 1], chk);
    printf("bucket_ptrs[0..3]: %d %d %d %d\n", bucket_ptrs[0], bucket_ptrs[1], bucket_ptrs[2], bucket_ptrs[3]);
    return 0;
}
