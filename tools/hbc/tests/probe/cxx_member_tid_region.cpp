// Thread-indexed work inside C++ classes: a (non-template) member function whose region
// splits rows by omp_get_thread_num()/omp_get_num_threads() and writes into a member
// std::vector<std::unique_ptr<double[]>>, with an `omp barrier` and a `single` that sums
// per-thread partial members; and a lambda (called once from main) whose region keeps a
// per-thread std::vector scratch filled by an `omp for` and merged under `critical`.
#include <cstdio>
#include <vector>
#include <memory>
#include <cmath>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
static int omp_get_max_threads() { return 1; }
#endif

class Field {
public:
    Field(int rows, int cols) : rows_(rows), cols_(cols), partial_(omp_get_max_threads(), 0.0)
    {
        for (int r = 0; r < rows_; r++) data_.emplace_back(new double[cols_]);
    }
    double compute()
    {
        double total = 0.0;
#pragma omp parallel
        {
            int tid = omp_get_thread_num();
            int nt = omp_get_num_threads();
            double s = 0.0;
            for (int r = tid; r < rows_; r += nt) {
                for (int c = 0; c < cols_; c++) {
                    data_[r][c] = std::sin(0.01 * r) * std::cos(0.02 * c);
                    s += data_[r][c];
                }
            }
            partial_[tid] = s;
#pragma omp barrier
#pragma omp single
            {
                for (int t = 0; t < nt; t++) total += partial_[t];
            }
        }
        return total;
    }
private:
    int rows_, cols_;
    std::vector<std::unique_ptr<double[]>> data_;
    std::vector<double> partial_;
};

int main()
{
    Field f(300, 400);
    std::printf("total %.9f\n", f.compute());

    const int n = 50000, nb = 9;
    std::vector<int> keys(n);
    for (int i = 0; i < n; i++) keys[i] = (i * 31337) % 1000;
    std::vector<long> counts(nb, 0);
    auto count_keys = [&]() {
#pragma omp parallel
        {
            std::vector<long> mine(nb, 0);
#pragma omp for
            for (int i = 0; i < n; i++) mine[keys[i] % nb]++;
#pragma omp critical
            for (int b = 0; b < nb; b++) counts[b] += mine[b];
        }
    };
    count_keys();
    for (long c : counts) std::printf("%ld ", c);
    std::printf("\n");
    return 0;
}
