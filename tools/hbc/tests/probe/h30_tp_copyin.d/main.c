#include <stdio.h>
extern int tp_count;
#pragma omp threadprivate(tp_count)
void bump(int v);
int get_count(void);
#define N 10000
int main(void) {
    long total = 0;
    int i;
    tp_count = 100;
#pragma omp parallel copyin(tp_count)
    {
        int start = tp_count;      /* 100 in every thread */
#pragma omp for
        for (i = 0; i < N; i++)
            bump(i % 3);
#pragma omp atomic
        total += get_count() - start;
    }
    printf("total=%ld master_count_ge=%d\n", total, tp_count >= 100);
    return 0;
}
