/* BOTS nqueens-style: each task copies the partial board into a fresh `alloca` buffer
   (firstprivate pointer + memcpy), tasks are created in a loop and joined by one taskwait
   after it, counts go into a per-call `csols` array (a VLA of the caller, shared) that is
   summed after the taskwait; `untied`, `if(depth < cutoff)` and `final(depth >= fcut)`. Also
   a global counter of tasks kept with `#pragma omp atomic`. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

static int total_count;
static int ntasks;

static int ok(int n, char *a)
{
    int i, j;
    char p, q;
    for (i = 0; i < n; i++) {
        p = a[i];
        for (j = i + 1; j < n; j++) {
            q = a[j];
            if (q == p || q == p - (j - i) || q == p + (j - i)) return 0;
        }
    }
    return 1;
}

static void nqueens(int n, int j, char *a, int *solutions, int depth)
{
    int i;
    int csols[n];
    if (n == j) {
        *solutions = 1;
        return;
    }
    *solutions = 0;
    memset(csols, 0, n * sizeof(int));
    for (i = 0; i < n; i++) {
#pragma omp task untied firstprivate(i) shared(csols) if (depth < 3) final(depth >= 4)
        {
            char *b = alloca(n * sizeof(char));
            memcpy(b, a, j * sizeof(char));
            b[j] = (char)i;
#pragma omp atomic
            ntasks++;
            if (ok(j + 1, b)) nqueens(n, j + 1, b, &csols[i], depth + 1);
        }
    }
#pragma omp taskwait
    for (i = 0; i < n; i++) *solutions += csols[i];
}

int main(void)
{
    for (int n = 4; n <= 9; n++) {
        char *a = alloca(n * sizeof(char));
        ntasks = 0;
#pragma omp parallel
        {
#pragma omp single
            {
#pragma omp task untied
                nqueens(n, 0, a, &total_count, 0);
            }
        }
        printf("n=%d solutions=%d tasks=%d\n", n, total_count, ntasks);
    }
    return 0;
}
