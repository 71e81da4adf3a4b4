/* Cellular automata with double buffering: a 1-D elementary automaton (rule 110, then rule
   30) stepped by `parallel for` between two byte arrays whose pointers are swapped after
   each generation, and a 2-D three-state Brian's Brain in one `parallel` region where the
   generation loop is inside the region, the buffers are swapped in a `single`, and a
   population count is an `omp for reduction` every 25 generations, printed by `master`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W1 3001
#define G1 600
#define W2 160
#define H2 120
#define G2 150

static void run_1d(int rule, unsigned char *a, unsigned char *b)
{
    unsigned char *cur = a, *nxt = b;
    for (int g = 0; g < G1; g++) {
#pragma omp parallel for schedule(static, 64)
        for (int i = 0; i < W1; i++) {
            int l = cur[(i + W1 - 1) % W1], c = cur[i], r = cur[(i + 1) % W1];
            nxt[i] = (rule >> (l * 4 + c * 2 + r)) & 1;
        }
        unsigned char *t = cur; cur = nxt; nxt = t;
    }
    long pop = 0, wsum = 0;
#pragma omp parallel for reduction(+ : pop, wsum)
    for (int i = 0; i < W1; i++) { pop += cur[i]; wsum += (long)cur[i] * i; }
    printf("rule %d: pop=%ld wsum=%ld", rule, pop, wsum);
    printf(" head=");
    for (int i = 0; i < 40; i++) putchar(cur[i] ? '#' : '.');
    putchar('\n');
}

static unsigned char grid_a[H2][W2], grid_b[H2][W2];

static void run_brain(void)
{
    unsigned char (*cur)[W2] = grid_a, (*nxt)[W2] = grid_b;
    long on = 0, dying = 0;
#pragma omp parallel
    {
        for (int g = 1; g <= G2; g++) {
#pragma omp for
            for (int y = 0; y < H2; y++)
                for (int x = 0; x < W2; x++) {
                    unsigned char s = cur[y][x];
                    if (s == 1) nxt[y][x] = 2;
                    else if (s == 2) nxt[y][x] = 0;
                    else {
                        int n = 0;
                        for (int dy = -1; dy <= 1; dy++)
                            for (int dx = -1; dx <= 1; dx++)
                                n += cur[(y + dy + H2) % H2][(x + dx + W2) % W2] == 1;
                        nxt[y][x] = n == 2;
                    }
                }
#pragma omp single
            { unsigned char (*t)[W2] = cur; cur = nxt; nxt = t; on = 0; dying = 0; }
            if (g % 25 == 0) {
#pragma omp for reduction(+ : on, dying)
                for (int y = 0; y < H2; y++)
                    for (int x = 0; x < W2; x++) { on += cur[y][x] == 1; dying += cur[y][x] == 2; }
#pragma omp master
                printf("brain gen %d on=%ld dying=%ld\n", g, on, dying);
#pragma omp barrier
            }
        }
    }
}

int main(void)
{
    unsigned char *a = calloc(W1, 1), *b = calloc(W1, 1);
    a[W1 / 2] = 1;
    run_1d(110, a, b);
    memset(a, 0, W1);
    a[W1 / 3] = 1;
    a[W1 / 2] = 1;
    run_1d(30, a, b);
    unsigned s = 99;
    for (int y = 0; y < H2; y++)
        for (int x = 0; x < W2; x++) {
            s = s * 1103515245u + 12345u;
            grid_a[y][x] = ((s >> 16) % 100) < 20 ? 1 : 0;
        }
    run_brain();
    free(a); free(b);
    return 0;
}
