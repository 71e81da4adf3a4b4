/* Needleman-Wunsch in the shape of Rodinia's nw OpenMP version: the score matrix is
   processed in tiles along anti-diagonals of tiles (a sequential loop over diagonals, a
   `parallel for` over the tiles of one diagonal), each tile copied into a local array,
   computed with a three-way maximum helper, and copied back; upper-left half then
   lower-right half. */
#include <stdio.h>
#define BS 16
#define NB 8
#define DIM (NB * BS + 1)

static int score[DIM][DIM];
static int refm[DIM][DIM];

static int maximum(int a, int b, int c)
{
    int k = a > b ? a : b;
    return k > c ? k : c;
}

static void tile(int bx, int by, int penalty)
{
    int t[BS + 1][BS + 1];
    int r[BS][BS];
    int x0 = bx * BS, y0 = by * BS;
    for (int i = 0; i <= BS; i++)
        for (int j = 0; j <= BS; j++) t[i][j] = score[y0 + i][x0 + j];
    for (int i = 0; i < BS; i++)
        for (int j = 0; j < BS; j++) r[i][j] = refm[y0 + i + 1][x0 + j + 1];
    for (int i = 1; i <= BS; i++)
        for (int j = 1; j <= BS; j++)
            t[i][j] = maximum(t[i - 1][j - 1] + r[i - 1][j - 1], t[i][j - 1] - penalty, t[i - 1][j] - penalty);
    for (int i = 1; i <= BS; i++)
        for (int j = 1; j <= BS; j++) score[y0 + i][x0 + j] = t[i][j];
}

int main(void)
{
    int penalty = 10;
    for (int i = 0; i < DIM; i++)
        for (int j = 0; j < DIM; j++) refm[i][j] = ((i * 13 + j * 29) % 21) - 10;
    for (int i = 0; i < DIM; i++) { score[i][0] = -i * penalty; score[0][i] = -i * penalty; }
    int blk;
    for (blk = 1; blk <= NB; blk++) {
#pragma omp parallel for default(none) shared(blk, penalty)
        for (int b = 0; b < blk; b++) tile(b, blk - 1 - b, penalty);
    }
    for (blk = 2; blk <= NB; blk++) {
#pragma omp parallel for default(none) shared(blk, penalty) schedule(static, 1)
        for (int b = blk - 1; b < NB; b++) tile(b, NB - 1 - b + blk - 1, penalty);
    }
    long cs = 0;
    for (int i = 0; i < DIM; i++) cs += (long)score[i][DIM - 1] * (i % 7 + 1) + score[DIM - 1][i];
    printf("final=%d checksum=%ld\n", score[DIM - 1][DIM - 1], cs);
    return 0;
}
