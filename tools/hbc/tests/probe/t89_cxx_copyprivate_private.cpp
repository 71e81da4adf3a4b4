// The C++ side of t89_copyprivate_region_private_min.c: variables declared at the top of
// main and made private / firstprivate on a team-mode region (region-level thread id), then
// broadcast by `single copyprivate`: an int, a double and a pointer to a buffer that every
// member reads afterwards.
#include <cstdio>
#include <cstdlib>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

static int seen[64];

int main()
{
    int n, bad;
    double d;
    int *buf;
    long sum;
    n = -1;
    d = 0;
    buf = nullptr;
    bad = 0;
    sum = 0;
#pragma omp parallel firstprivate(n) private(d, buf) reduction(+ : bad, sum)
    {
        seen[omp_get_thread_num()] = 1;
        d = -1;
        buf = nullptr;
#pragma omp single copyprivate(n, d, buf)
        {
            n = 10;
            d = 2.5;
            buf = static_cast<int *>(std::malloc(sizeof(int) * 10));
            for (int i = 0; i < 10; i++) buf[i] = i;
        }
        if (n != 10 || d != 2.5 || buf == nullptr) bad++;
        else
            for (int i = 0; i < n; i++) sum += buf[i];
#pragma omp barrier
#pragma omp single
        std::free(buf);
    }
    std::printf("bad=%d sum_ok=%d\n", bad, sum % 45 == 0 && sum > 0);
    return 0;
}
