// `break` / `continue` between a task and the taskwait inside a loop body (C++ fork form).
// expected (gcc -fopenmp, OMP_NUM_THREADS=1,2,4): total=545469
// (hbc++ until session 18: build fails: "continue statement not within a loop", "break statement not within loop or switch")
#include <cstdio>
static long work(int i) { long s = 0; for (int k = 0; k < 1000; k++) s += (k ^ i) % 7; return s; }
int main()
{
    long total = 0;
#pragma omp parallel
#pragma omp single
    for (int i = 0; i < 100; i++) {
        long x = 0, y = 0;
#pragma omp task shared(x)
        x = work(i);
        if (i % 10 == 9) {
#pragma omp taskwait
            total += x;
            continue;
        }
        if (i == 95) {
#pragma omp taskwait
            total += x;
            break;
        }
#pragma omp task shared(y)
        y = work(i + 1000);
#pragma omp taskwait
        total += x + y;
    }
    std::printf("total=%ld\n", total);
}
