// In a team-mode region too (here: the region asks its thread number), a task's copy of a
// local it only calls is made at its creation: `h` changes each iteration, and the closure
// captured it by reference before session 77 (helper-130's finding, in C++ team mode: 285
// or 337 instead of 965 at 2 workers).
// EXPECT-TRANSLATION: hbc_rt::task([&, i, h]()
// EXPECT-OUTPUT: s=965
#include <cstdio>
#include <omp.h>
static int sq(int x) { return x * x; }
static int cube(int x) { return x * x * x; }
long s;
int main() {
#pragma omp parallel
    {
        int t = omp_get_thread_num();
        if (t == 0) {
            for (int i = 0; i < 10; i++) {
                int (*h)(int) = (i & 1) ? sq : cube;
#pragma omp task
                {
#pragma omp atomic
                    s += h(i);
                }
            }
        }
    }
    std::printf("s=%ld\n", s);
    return 0;
}
