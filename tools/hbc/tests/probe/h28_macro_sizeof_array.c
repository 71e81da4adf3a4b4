/* A constant-size array used in a macro inside a team-mode region: sizeof through the macro
   must still be the array's size. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define LEN (sizeof(arr) / sizeof(arr[0]))
#define AT(k) (arr[(k)])
int main(void)
{
    int arr[12];
    int i;
    long s = 0;
    unsigned long len_seen = 0;
    for (i = 0; i < 12; i++) arr[i] = i + 1;
#pragma omp parallel reduction(+ : s)
    {
        int t = omp_get_thread_num();
#pragma omp single
        len_seen = LEN;
#pragma omp for
        for (i = 0; i < (int)LEN; i++) s += AT(i);
        (void)t;
    }
    printf("len=%lu s=%ld\n", len_seen, s);
    return 0;
}
