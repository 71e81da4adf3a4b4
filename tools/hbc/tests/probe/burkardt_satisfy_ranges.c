/* Burkardt-style circuit satisfiability: every input combination of a 20-input circuit is
   tested; in the region `parallel shared(ihi, ilo, thread_num) private(bvec, i, id, ilo2,
   ihi2, j, value) reduction(+:solution_num)` each thread computes its own [ilo2,ihi2) slice
   from its id and the team size, decodes i into a bit vector and evaluates the circuit. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 20

int circuit_value(int n, int bvec[])
{
    int value;
    (void)n;
    value = (bvec[0] || bvec[1]) && (!bvec[1] || !bvec[3]) && (bvec[2] || bvec[3])
        && (!bvec[3] || !bvec[4]) && (bvec[4] || !bvec[5]) && (bvec[5] || !bvec[6])
        && (bvec[5] || bvec[6]) && (bvec[6] || !bvec[15]) && (bvec[7] || !bvec[8])
        && (!bvec[7] || !bvec[13]) && (bvec[8] || bvec[9]) && (bvec[8] || !bvec[9])
        && (!bvec[9] || !bvec[10]) && (bvec[9] || bvec[11]) && (bvec[10] || bvec[11])
        && (bvec[12] || bvec[13]) && (bvec[13] || !bvec[14]) && (bvec[14] || bvec[15])
        && (!bvec[16] || bvec[17]) && (bvec[18] || !bvec[19] || bvec[0]);
    return value;
}

void i4_to_bvec(int i4, int n, int bvec[])
{
    int i;
    for (i = n - 1; 0 <= i; i--) {
        bvec[i] = i4 % 2;
        i4 = i4 / 2;
    }
}

int main(int argc, char *argv[])
{
    int bvec[N];
    int i;
    int id;
    int ihi;
    int ihi2;
    int ilo;
    int ilo2;
    int j;
    int n = N;
    int solution_num;
    int thread_num;
    int value;
    long first_solution = -1;
    (void)argc;
    (void)argv;

    ilo = 0;
    ihi = 1;
    for (i = 1; i <= n; i++) ihi = ihi * 2;
#ifdef _OPENMP
    thread_num = omp_get_max_threads();
#else
    thread_num = 1;
#endif
    solution_num = 0;

#pragma omp parallel shared(ihi, ilo, thread_num) private(bvec, i, id, ilo2, ihi2, j, value) \
    reduction(+ : solution_num)
    {
#ifdef _OPENMP
        id = omp_get_thread_num();
        thread_num = omp_get_num_threads();
#else
        id = 0;
#endif
        ilo2 = ((thread_num - id) * ilo + (id) * ihi) / (thread_num);
        ihi2 = ((thread_num - id - 1) * ilo + (id + 1) * ihi) / (thread_num);
        for (i = ilo2; i < ihi2; i++) {
            i4_to_bvec(i, n, bvec);
            value = circuit_value(n, bvec);
            if (value == 1) {
                solution_num = solution_num + 1;
#pragma omp critical
                {
                    if (first_solution < 0 || i < first_solution) first_solution = i;
                }
            }
            j = 0;
        }
        (void)j;
    }
    printf("  Number of solutions found was %d\n", solution_num);
    printf("  Smallest solution index %ld\n", first_solution);
    return 0;
}
