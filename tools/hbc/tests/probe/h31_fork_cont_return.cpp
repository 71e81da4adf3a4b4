// Early `return` between a task and the taskwait of the same block (C++ fork form).
// expected (gcc -fopenmp, any OMP_NUM_THREADS): r=6765
// (hbc++ until session 18: warns "control reaches end of non-void function"; the binary segfaults (rc 139) at HB_NUM_WORKERS=1 and 2)
#include <cstdio>
static int f(int n)
{
    if (n < 2) return n;
    int a = 0, b = 0;
#pragma omp task shared(a)
    a = f(n - 1);
    if (n == 2) {
#pragma omp taskwait
        return a + 0;       // f(2) = f(1) + f(0) = 1
    }
#pragma omp task shared(b)
    b = f(n - 2);
#pragma omp taskwait
    return a + b;
}
int main()
{
    int r = 0;
#pragma omp parallel
#pragma omp single
    r = f(20);
    std::printf("r=%d\n", r);
}
