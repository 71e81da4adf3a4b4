/* A threadprivate variable declared at block scope (a function-local static, as the
   OpenMP Examples' reproducible.1.c writes it). Each thread counts its own iterations
   in its own copy; the region sums the copies, so the total is the trip count at any
   team size. hbc made the variable __thread but passed the master's address to the
   team members, which all then updated (and raced on) the master's copy. */
#include <stdio.h>

int main(void)
{
    static long cnt;
#pragma omp threadprivate(cnt)
    long total = 0;
    int i;
    cnt = 0;
#pragma omp parallel reduction(+ : total)
    {
#pragma omp for schedule(static)
        for (i = 0; i < 2000000; i++)
            cnt++;
        total += cnt;
    }
    printf("total=%ld\n", total);
    return 0;
}
