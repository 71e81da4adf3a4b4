// Classes whose member functions run regions over their members: a constructor that fills
// with a parallel loop, a const member function reduction, a static member counter updated
// atomically, a member reduced via a local, this->data in a region with an omp for, a
// member function calling another member function that holds an orphaned loop.
#include <cstdio>
#include <vector>
#include <cmath>

class Field {
public:
    explicit Field(int n) : n_(n), data(n), norm_(0)
    {
#pragma omp parallel for
        for (int i = 0; i < n_; ++i) data[i] = std::sin(i * 0.001) + 1.0;
        ++instances;
    }
    double sum() const
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (int i = 0; i < n_; ++i) s += this->data[i];
        return s;
    }
    void scale(double a)
    {
#pragma omp parallel
        {
#pragma omp for
            for (int i = 0; i < n_; ++i) this->data[i] *= a;
#pragma omp single
            touched += 1;
        }
    }
    void computeNorm()
    {
        double local = 0;
#pragma omp parallel for reduction(+ : local)
        for (int i = 0; i < n_; ++i) local += data[i] * data[i];
        norm_ = std::sqrt(local);
    }
    void countPositive()
    {
#pragma omp parallel for
        for (int i = 0; i < n_; ++i)
            if (data[i] > 1.5) {
#pragma omp atomic
                positives++;
            }
    }
    void smooth() { smoothInto(tmp_()); }
    double norm() const { return norm_; }
    static int instances;
    static long positives;
    int touched = 0;

private:
    std::vector<double> &tmp_()
    {
        scratch.assign(n_, 0.0);
        return scratch;
    }
    void smoothInto(std::vector<double> &out)
    {
#pragma omp parallel
        {
            helper(out);
#pragma omp for
            for (int i = 0; i < n_; ++i) data[i] = out[i];
        }
    }
    void helper(std::vector<double> &out) const
    {
#pragma omp for
        for (int i = 1; i < n_ - 1; ++i) out[i] = (data[i - 1] + data[i] + data[i + 1]) / 3.0;
    }
    int n_;
    std::vector<double> data;
    std::vector<double> scratch;
    double norm_;
};
int Field::instances = 0;
long Field::positives = 0;

int main()
{
    Field f(30000), g(5000);
    double s0 = f.sum();
    f.scale(0.5);
    double s1 = f.sum();
    f.computeNorm();
    g.countPositive();
    g.smooth();
    std::printf("inst=%d s0=%.6f s1=%.6f norm=%.6f pos=%ld gsum=%.6f touched=%d\n", Field::instances,
                s0, s1, f.norm(), Field::positives, g.sum(), f.touched);
    return 0;
}
