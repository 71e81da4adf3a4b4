// The shape of Rodinia hotspot's single_iteration (C++): a schedule(static) loop over
// blocks whose edge blocks assign the private `delta` only in some branches and read it in
// every cell, and whose inner blocks run a `simd` loop. The carried value makes the loop a
// team's (team_carry.cpp), and team mode takes the nested `simd` as heartbeat mode does
// (refused there before session 33, which left the loop in heartbeat mode with a warning).
// Right-edge blocks of the middle rows assign nothing and use the delta of their row's
// left-edge block (the interior blocks between leave it alone). 6 x 16 blocks: the static
// blocks of 1, 2 and 3 threads begin at a row's first block.
#include <cstdio>
#include <vector>

int main() {
    const int bw = 4, rows = 6, cols = 16, n = rows * cols;
    std::vector<float> in(n * bw), out(n * bw, 0.f);
    for (int i = 0; i < n * bw; i++) in[i] = (float)(i % 7);
    int b, c;
    float delta = 0.f;
#pragma omp parallel for private(b, c, delta) schedule(static)
    for (b = 0; b < n; b++) {
        const int r = b / cols, col = b % cols;
        if (r == 0 || col == 0 || r == rows - 1 || col == cols - 1) {
            for (c = 0; c < bw; c++) {
                if (c == 0 && (col == 0 || r == 0 || r == rows - 1)) delta = in[b * bw] * 0.5f + (float)r;
                else if (c == bw - 1 && r == 0) delta = -1.f;
                out[b * bw + c] = in[b * bw + c] + delta;
            }
            continue;
        }
#pragma omp simd
        for (c = 0; c < bw; c++) out[b * bw + c] = 2.f * in[b * bw + c];
    }
    double s = 0;
    for (int i = 0; i < n * bw; i++) s += out[i] * (1 + i % 5);
    std::printf("s=%.2f\n", s);
    return 0;
}
