/* BOTS floorplan-style branch and bound: each task gets its own copy of the board (a
   firstprivate 2-D array in a struct-free form: a local array copied with memcpy inside the
   task from the parent's), updates a global best under `#pragma omp critical`, reads the
   bound without a lock (benign), counts nodes with `#pragma omp atomic`; tasks in a loop
   over the candidate positions, then taskwait. Deterministic: the minimum is unique. */
#include <stdio.h>
#include <string.h>
#define ROWS 6
#define COLS 6
#define NPIECES 5

static const int piece_h[NPIECES] = {2, 1, 3, 2, 1};
static const int piece_w[NPIECES] = {2, 3, 1, 1, 2};
static int best_cost = 1 << 30;
static char best_board[ROWS][COLS];
static long nnodes;

static int cost_of(char board[ROWS][COLS])
{
    int r, c, maxr = 0, maxc = 0;
    for (r = 0; r < ROWS; r++)
        for (c = 0; c < COLS; c++)
            if (board[r][c]) {
                if (r + 1 > maxr) maxr = r + 1;
                if (c + 1 > maxc) maxc = c + 1;
            }
    return maxr * maxc * 100 + maxr * 10 + maxc;
}

static int fits(char board[ROWS][COLS], int p, int r, int c)
{
    int i, j;
    if (r + piece_h[p] > ROWS || c + piece_w[p] > COLS) return 0;
    for (i = 0; i < piece_h[p]; i++)
        for (j = 0; j < piece_w[p]; j++)
            if (board[r + i][c + j]) return 0;
    return 1;
}

static void add_piece(char parent[ROWS][COLS], int p)
{
    int pos;
    if (p == NPIECES) {
        int cost = cost_of(parent);
#pragma omp critical(best)
        if (cost < best_cost) {
            best_cost = cost;
            memcpy(best_board, parent, sizeof(best_board));
        }
        return;
    }
    if (cost_of(parent) > best_cost) return; /* racy bound read, as in BOTS */
    for (pos = 0; pos < ROWS * COLS; pos++) {
        int r = pos / COLS, c = pos % COLS;
        if (!fits(parent, p, r, c)) continue;
#pragma omp task firstprivate(r, c, p) shared(parent) untied
        {
            char board[ROWS][COLS];
            int i, j;
            memcpy(board, parent, sizeof(board));
            for (i = 0; i < piece_h[p]; i++)
                for (j = 0; j < piece_w[p]; j++) board[r + i][c + j] = (char)('A' + p);
#pragma omp atomic
            nnodes++;
            add_piece(board, p + 1);
        }
    }
#pragma omp taskwait
}

int main(void)
{
    char board[ROWS][COLS];
    memset(board, 0, sizeof(board));
#pragma omp parallel
#pragma omp single
    add_piece(board, 0);
    int filled = 0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) filled += best_board[r][c] != 0;
    printf("best=%d filled=%d nodes_positive=%d\n", best_cost, filled, nnodes > 0);
    return 0;
}
