// A tid-splitting region in main is refused as "nested in another OpenMP construct" when
// main also defines (before it) a lambda holding an orphaned `omp for`.
// Right output (gcc -fopenmp, any team size): sum=4950 parts=120
// PROBE-OUTPUT: sum=4950 parts=120
#include <cstdio>
#include <omp.h>
static long sum = 0;
int main()
{
    auto sweep = [&]() {
#pragma omp for reduction(+ : sum)
        for (int i = 0; i < 100; i++) sum += i;
    };
    int parts[16] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 16; i += n) parts[i] = i;
        sweep();
    }
    int ps = 0;
    for (int i = 0; i < 16; i++) ps += parts[i];
    std::printf("sum=%ld parts=%d\n", sum, ps);
    return 0;
}
