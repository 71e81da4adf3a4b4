// copyin of a threadprivate static data member (declared threadprivate inside its class,
// as OpenMP 4.5 2.15.2 allows) is refused by hbc: "copyin of a variable that is not
// threadprivate". Right output (libgomp, 2 or 3 threads): ok=all sum=1000
#include <cstdio>
#include <omp.h>
// PROBE-OUTPUT: ok=all sum=1000
struct Counter {
    static long hits;
#pragma omp threadprivate(hits)
};
long Counter::hits = 0;

int main()
{
    Counter::hits = 100;
    int ok = 0, members = 0;
    long sum = 0;
#pragma omp parallel copyin(Counter::hits) reduction(+ : ok, members, sum)
    {
        ok += Counter::hits == 100;
        members++;
        int t = omp_get_thread_num(), n = omp_get_num_threads();
        for (int i = t; i < 1000; i += n) Counter::hits++;
        sum += Counter::hits - 100;
    }
    std::printf("ok=%s sum=%ld\n", ok == members ? "all" : "some", sum);
    return 0;
}
