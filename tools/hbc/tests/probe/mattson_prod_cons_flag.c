/* Mattson's producer/consumer solution: two sections of a `parallel sections` region; the
   producer fills an array, flushes and sets a flag with an atomic write; the consumer spins
   on an atomic read of the flag (with flushes), then sums the array. In textual order (one
   thread) the producer runs first, so the program is correct with any team size. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 10000

/* Some random number constants from numerical recipies */
#define SEED 2531
#define RAND_MULT 1366
#define RAND_ADD 150889
#define RAND_MOD 714025
int randy = SEED;

void fill_rand(int length, double *a)
{
    int i;
    for (i = 0; i < length; i++) {
        randy = (RAND_MULT * randy + RAND_ADD) % RAND_MOD;
        *(a + i) = ((double)randy) / ((double)RAND_MOD);
    }
}

double Sum_array(int length, double *a)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < length; i++) sum += *(a + i);
    return sum;
}

int main()
{
    double *A, sum;
    int flag = 0, flg_tmp;

    A = (double *)malloc(N * sizeof(double));
#ifdef _OPENMP
    omp_set_num_threads(2);
#endif
#pragma omp parallel sections
    {
#pragma omp section
        {
            fill_rand(N, A);
#pragma omp flush
#pragma omp atomic write
            flag = 1;
#pragma omp flush(flag)
        }
#pragma omp section
        {
            while (1) {
#pragma omp flush(flag)
#pragma omp atomic read
                flg_tmp = flag;
                if (flg_tmp == 1) break;
            }
#pragma omp flush
            sum = Sum_array(N, A);
        }
    }
    printf(" The sum is %f\n", sum);
    free(A);
    return 0;
}
