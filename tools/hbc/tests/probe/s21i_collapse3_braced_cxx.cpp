/* collapse(3) and collapse(2) over nests whose outer loops' bodies are braced compound
   statements holding only the next loop, in C++ (Parboil's omp_base stencil kernel:
   `collapse(3) schedule(guided)` over `for(tz..) { for(ty..) { for(tx..) {...} } }`
   with the indices declared before the loop and listed in private(); Parboil sgemm:
   `collapse(2)` with `for(by..) { for(bx..) {...} }`). hbc replaced the text only up to
   the innermost body's end, leaving the outer loops' closing braces behind (the
   translation did not compile). */
#include <cstdio>

static int g[5][6][7];
static long c2[9][4];

int main() {
    int i, j, k;
#pragma omp parallel for private(i, j, k) collapse(3) schedule(guided)
    for (k = 0; k < 5; k++) {
        for (j = 0; j < 6; j++) {
            for (i = 0; i < 7; i++) {
                g[k][j][i] = k * 100 + j * 10 + i;
            }
        }
    }
    int by, bx;
#pragma omp parallel for shared(c2) collapse(2)
    for (by = 0; by < 9; by++) {
        for (bx = 0; bx < 4; bx++) {
            long s = 0;
            for (int t = 0; t <= by + bx; t++) s += t;
            c2[by][bx] = s;
        }
    }
    long sum = 0;
    for (k = 0; k < 5; k++)
        for (j = 0; j < 6; j++)
            for (i = 0; i < 7; i++) sum += (long)g[k][j][i] * (i + j + k + 1);
    long sum2 = 0;
    for (by = 0; by < 9; by++)
        for (bx = 0; bx < 4; bx++) sum2 += c2[by][bx] * (by + 1);
    std::printf("sum=%ld sum2=%ld\n", sum, sum2);
    return 0;
}
