// Minimal: a region body held in a std::function that splits the work by
// omp_get_thread_num(); run once by hbc (the call is not examined), half the work is lost
// at 2 workers, silently.
#include <cstdio>
#include <functional>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

int main()
{
    static int a[1000];
    std::function<void()> fn = [&]() {
        for (int i = omp_get_thread_num(); i < 1000; i += omp_get_num_threads()) a[i] = 1;
    };
#pragma omp parallel
    fn();
    int s = 0;
    for (int x : a) s += x;
    std::printf("s=%d\n", s);
    return 0;
}
