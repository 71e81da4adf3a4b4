/* N-queens with the partial placement in a variable-length array local to each call: the
   task's copy is firstprivate by default (OpenMP copies the VLA), and the task writes its
   own copy. A cut-off by depth with if() and final(). */
#include <stdio.h>

// PROBE-ACCEPT: build-failed (clang 14, which hbc parses with, refuses a VLA that is firstprivate in a task; gcc accepts it)
static long count;

static int safe(int n, const int *cols, int row, int c)
{
    (void)n;
    for (int r = 0; r < row; r++) {
        int d = cols[r] - c;
        if (d == 0 || d == row - r || d == r - row) return 0;
    }
    return 1;
}

static void place(int n, int row, const int *prev)
{
    if (row == n) {
#pragma omp atomic
        count++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (!safe(n, prev, row, c)) continue;
        int cols[n];
        for (int r = 0; r < row; r++) cols[r] = prev[r];
#pragma omp task if(row < 3) final(row >= 5)
        {
            cols[row] = c;
            place(n, row + 1, cols);
        }
    }
#pragma omp taskwait
}

int main(void)
{
    int n = 9;
    int none[1] = {0};
#pragma omp parallel
#pragma omp single
    place(n, 0, none);
    printf("solutions(%d)=%ld\n", n, count);
    return 0;
}
