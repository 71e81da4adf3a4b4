/* BOTS floorplan-like branch and bound: cells with alternative shapes are placed on a board;
   each alternative is explored by a `task mergeable` (or `final` below a depth cut-off) that
   works on a firstprivate copy of the board (a C array in a struct passed by value), with the
   best area kept in a shared variable updated under `critical` and read without it for
   pruning (monotone, so the result does not depend on timing). `taskwait` at each level. */
#include <stdio.h>
#include <string.h>

#define ROWS 7
#define COLS 7
#define NCELLS 4
#define CUTOFF 3

struct cell { int n; int alt[3][2]; };
struct board { char b[ROWS][COLS]; int maxr, maxc; };

static struct cell cells[NCELLS] = {
    {2, {{2, 3}, {3, 2}}}, {3, {{1, 4}, {4, 1}, {2, 2}}}, {2, {{3, 3}, {1, 6}}},
    {2, {{2, 5}, {5, 2}}}};

static int min_area = ROWS * COLS;
static long nodes_visited = 0;

static int fits(const struct board *bd, int r, int c, int h, int w)
{
    if (r + h > ROWS || c + w > COLS) return 0;
    for (int i = r; i < r + h; i++)
        for (int j = c; j < c + w; j++)
            if (bd->b[i][j]) return 0;
    return 1;
}

static void add_cell(int id, struct board bd, int depth)
{
#pragma omp atomic
    nodes_visited++;
    if (id == NCELLS) {
        int area = bd.maxr * bd.maxc;
#pragma omp critical(minarea)
        if (area < min_area) min_area = area;
        return;
    }
    for (int a = 0; a < cells[id].n; a++) {
        int h = cells[id].alt[a][0], w = cells[id].alt[a][1];
        for (int r = 0; r < ROWS; r++)
            for (int c = 0; c < COLS; c++) {
                if (!fits(&bd, r, c, h, w)) continue;
                /* only place a cell touching the origin corner region already used */
                if (id > 0 && r > bd.maxr) continue;
                if (id > 0 && c > bd.maxc) continue;
#pragma omp task default(none) firstprivate(bd, r, c, h, w, id, depth) mergeable final(depth >= CUTOFF)
                {
                    struct board nb = bd;
                    for (int i = r; i < r + h; i++)
                        memset(&nb.b[i][c], id + 1, (size_t)w);
                    if (r + h > nb.maxr) nb.maxr = r + h;
                    if (c + w > nb.maxc) nb.maxc = c + w;
                    int bound;
#pragma omp atomic read
                    bound = min_area;
                    if (nb.maxr * nb.maxc <= bound + 40)
                        add_cell(id + 1, nb, depth + 1);
                }
            }
    }
#pragma omp taskwait
}

int main(void)
{
    struct board empty;
    memset(&empty, 0, sizeof empty);
#pragma omp parallel
    {
#pragma omp single nowait
        add_cell(0, empty, 0);
    }
    printf("Minimum area: %d\n", min_area);
    printf("visited>0: %d\n", nodes_visited > 0);
    return 0;
}
