/* Count the solutions of an empty 4x4 sudoku (shidoku) with one task per candidate digit:
   the board is a local array, firstprivate by default in the task, and each task writes its
   own copy (the parent's board is never undone). Cut-off with final() and mergeable. */
#include <stdio.h>
#include <omp.h>

// PROBE-OUTPUT: solutions=288 final_tasks_at_6=96
static long solutions;
static long final_tasks;

static int ok(const int *b, int pos, int v)
{
    int r = pos / 4, c = pos % 4;
    for (int k = 0; k < 4; k++) {
        if (b[r * 4 + k] == v || b[k * 4 + c] == v) return 0;
    }
    int br = r / 2 * 2, bc = c / 2 * 2;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            if (b[(br + i) * 4 + bc + j] == v) return 0;
    return 1;
}

static void solve(int pos, int board[16])
{
    if (pos == 16) {
#pragma omp atomic
        solutions++;
        return;
    }
    for (int v = 1; v <= 4; v++) {
        if (!ok(board, pos, v)) continue;
        int b[16];
        for (int i = 0; i < 16; i++) b[i] = board[i];
#pragma omp task final(pos >= 6) mergeable
        {
            if (omp_in_final() && pos == 6) {
#pragma omp atomic
                final_tasks++;
            }
            b[pos] = v;      /* the task's own copy */
            solve(pos + 1, b);
        }
        /* b is not written by the parent: a task that wrote the shared copy would break siblings */
    }
#pragma omp taskwait
}

int main(void)
{
    int board[16] = {0};
#pragma omp parallel
#pragma omp single
    solve(0, board);
    printf("solutions=%ld final_tasks_at_6=%ld\n", solutions, final_tasks);
    return 0;
}
