/* OpenMP 5.0 non-rectangular collapse: the inner bound depends on the outer index
   (a lower triangle, and a band j in [i, i+5)), in a `parallel for` with a reduction and a
   lastprivate. hbc collapses such a nest down to its first non-rectangular loop (since session 17; refused before). */
#include <stdio.h>
#define N 300

int main(void)
{
    long s = 0, cnt = 0;
    int i, j;
#pragma omp parallel for collapse(2) reduction(+ : s, cnt)
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++) {
            s += i - j;
            cnt++;
        }
    long band = 0;
#pragma omp parallel for collapse(2) reduction(+ : band) lastprivate(i, j)
    for (i = 0; i < 50; i++)
        for (j = i; j < i + 5; j++) band += j * 2 - i;
    printf("s=%ld cnt=%ld band=%ld i=%d j=%d\n", s, cnt, band, i, j);
    return 0;
}
