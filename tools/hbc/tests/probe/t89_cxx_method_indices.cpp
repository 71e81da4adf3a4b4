// A C++ class whose methods declare their loop indices at the top (C89 habit) and run
// team-mode regions: a region asking its thread number with worksharing loops over the
// members' arrays (a member pointer section reduced through a local alias), a combined
// static loop whose body asks its thread number with lastprivate of the index, a reference
// parameter written under single, and copyprivate of a method-local variable.
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

class Grid {
public:
    explicit Grid(int n) : n_(n), data_(n), bins_(8, 0) {}
    void fill(int &lastIndex);
    long binsum(int &checks);
    const std::vector<long> &bins() const { return bins_; }

private:
    int n_;
    std::vector<double> data_;
    std::vector<long> bins_;
};

void Grid::fill(int &lastIndex)
{
    int i;
    double *d = data_.data();
#pragma omp parallel for schedule(static) lastprivate(i)
    for (i = 0; i < n_; i++) d[i] = (i % 17) * 0.5 + omp_get_thread_num() * 0;
    lastIndex = i;
}

long Grid::binsum(int &checks)
{
    int i, k, bcount;
    long total = 0;
    long *b = bins_.data();
    bcount = 8;
#pragma omp parallel private(k)
    {
        int me = omp_get_thread_num();
        int nb = -1;
#pragma omp single copyprivate(nb)
        nb = bcount;
#pragma omp for reduction(+ : b[0:8]) reduction(+ : total)
        for (i = 0; i < n_; i++) {
            k = (int)(data_[i] * 2) % nb;
            b[k] += 1;
            total += k;
        }
#pragma omp single
        checks = (me >= 0) + nb;
    }
    return total;
}

int main()
{
    Grid g(1000);
    int last = -1, checks = 0;
    g.fill(last);
    long t = g.binsum(checks);
    std::printf("last=%d checks=%d total=%ld bins=", last, checks, t);
    for (long v : g.bins()) std::printf("%ld ", v);
    std::printf("\n");
    return 0;
}
