// `single private(...)` whose body spawns tasks with firstprivate copies of the
// single's private variables (the BOTS alignment_single idiom: the producer loop's
// counters are private to the single, each task gets firstprivate(i, j)).
// hbc refuses: "unsupported clause 'private' on 'single'" (collect.cpp), and team
// mode refuses private copies on single too (team_mode.cpp).
#include <stdio.h>

#define N 40
static int out[N * N];

static int work(int a, int b) {
    int s = 0, k;
    for (k = 0; k < 200; k++) s += (a * 31 + b * 17 + k) % 13;
    return s;
}

int main(void) {
    int i, j, len;
    long sum = 0;
    #pragma omp parallel
    {
        #pragma omp single private(i, j, len)
        for (i = 0; i < N; i++) {
            len = i % 5 + 1;
            for (j = i + 1; j < N; j++) {
                #pragma omp task firstprivate(i, j, len) shared(out)
                out[i * N + j] = work(i, j) * len;
            }
        }
    }
    for (i = 0; i < N * N; i++) sum += out[i] * (i % 7 + 1);
    printf("sum=%ld\n", sum);
    return 0;
}
