/* Pacheco's count sort exercise: each element's position is the number of smaller elements
   (ties broken by index), computed in a `parallel for private(i,j,count)`; the temporary is
   copied back with a parallel loop (memcpy is serial in the book). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void Count_sort(int a[], int n, int thread_count)
{
    int i, j, count;
    int *temp = malloc(n * sizeof(int));

#pragma omp parallel for num_threads(thread_count) default(none) private(i, j, count) shared(a, n, temp)
    for (i = 0; i < n; i++) {
        count = 0;
        for (j = 0; j < n; j++)
            if (a[j] < a[i])
                count++;
            else if (a[j] == a[i] && j < i)
                count++;
        temp[count] = a[i];
    }
#pragma omp parallel for num_threads(thread_count)
    for (i = 0; i < n; i++) a[i] = temp[i];
    free(temp);
}

int main(void)
{
    const int n = 3000;
    int *a = malloc(n * sizeof(int));
    int i, ok = 1;
    long chk = 0;
    for (i = 0; i < n; i++) a[i] = (i * 7919 + 13) % 1009;
    Count_sort(a, n, 4);
    for (i = 1; i < n; i++)
        if (a[i - 1] > a[i]) ok = 0;
    for (i = 0; i < n; i++) chk = chk * 31 % 1000000007 + a[i];
    printf("ok=%d first=%d last=%d chk=%ld\n", ok, a[0], a[n - 1], chk);
    free(a);
    return 0;
}
