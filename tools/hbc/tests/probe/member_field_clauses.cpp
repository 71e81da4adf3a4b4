// Non-static data members named in clauses inside member functions (OpenMP 4.5):
// reduction(+:total_), private(scratch_), firstprivate(scale_), lastprivate(last_).
#include <cstdio>
#include <vector>

class Accum {
public:
    explicit Accum(int n) : v_(n), total_(0), scratch_(0), scale_(2.0), last_(-1), maxv_(0) {
        for (int i = 0; i < n; i++) v_[i] = (i % 9) * 0.5;
    }
    void run() {
        total_ = 1.0;
#pragma omp parallel for reduction(+:total_) private(scratch_) firstprivate(scale_)
        for (int i = 0; i < (int)v_.size(); i++) {
            scratch_ = v_[i] * scale_;
            total_ += scratch_;
        }
#pragma omp parallel for lastprivate(last_) reduction(max:maxv_)
        for (int i = 0; i < (int)v_.size(); i++) {
            last_ = i * 3;
            if (v_[i] > maxv_) maxv_ = v_[i];
        }
    }
    void region() {
        count_ = 0;
#pragma omp parallel
        {
#pragma omp for reduction(+:count_)
            for (int i = 0; i < (int)v_.size(); i++) count_ += v_[i] > 1.0;
        }
    }
    void print() const { std::printf("total=%.2f last=%d max=%.1f count=%d\n", total_, last_, maxv_, count_); }
private:
    std::vector<double> v_;
    double total_, scratch_, scale_;
    int last_;
    double maxv_;
    int count_ = 0;
};

int main()
{
    Accum a(1001);
    a.run();
    a.region();
    a.print();
    return 0;
}
