// Exceptions thrown and caught inside a parallel region (they must not cross the region's
// boundary): each thread parses its block of records chosen by thread id with try/catch at
// region level, counting failures into a shared counter under `critical`; and a `parallel
// for` whose body catches an exception from std::vector::at and records the error flag
// with an atomic write.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

static long parse_block(const std::vector<std::string> &recs, int lo, int hi)
{
    long s = 0;
    for (int i = lo; i < hi; i++) {
        if (recs[i].size() > 3 && recs[i][0] == '!') throw std::runtime_error("bad record " + recs[i]);
        s += (long)std::stoi(recs[i]);
    }
    return s;
}

int main()
{
    const int n = 6000;
    std::vector<std::string> recs(n);
    for (int i = 0; i < n; i++) recs[i] = (i % 997 == 5) ? "!bad" + std::to_string(i) : std::to_string(i % 1000);
    long good = 0, bad = 0;
#pragma omp parallel
    {
        int t = omp_get_thread_num(), nt = omp_get_num_threads();
        const int B = 100;
        int nblocks = n / B;
        for (int b = t; b < nblocks; b += nt) {
            long s = 0;
            bool failed = false;
            try {
                s = parse_block(recs, b * B, (b + 1) * B);
            } catch (const std::exception &e) {
                failed = true;
            }
#pragma omp critical
            {
                if (failed) bad++;
                else good += s;
            }
        }
    }
    std::vector<int> small(100, 1);
    int oob = 0;
    long in = 0;
#pragma omp parallel for reduction(+ : in)
    for (int i = 0; i < 150; i++) {
        try {
            in += small.at(i);
        } catch (const std::out_of_range &) {
#pragma omp atomic write
            oob = 1;
        }
    }
    std::printf("good=%ld bad=%ld in=%ld oob=%d\n", good, bad, in, oob);
    return 0;
}
