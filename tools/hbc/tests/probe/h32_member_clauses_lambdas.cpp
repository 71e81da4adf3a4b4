// Member data in clauses and regions inside lambdas: reduction(+:total_) on a data member
// in a member function, firstprivate/lastprivate of members, a static data member updated from a
// local reduction, a lambda capturing `this` that holds a parallel for, a generic lambda holding
// a region (called with vector<int> and vector<double>), a region in operator+= and in a
// destructor. Expected output from g++ -fopenmp at 1, 2, 4 threads (the sequential build
// sees the firstprivate copy's writes):
// PROBE-OUTPUT: total=49473.00 offset=10 last=17998 big=4692 vl=49494.500
// PROBE-OUTPUT: dtor=148416.00 c1=3750 c2=2250 si=22500 sd=2250.00
#include <cstdio>
#include <vector>

static double g_dtor_sum = 0;

class Acc {
public:
    explicit Acc(int n) : v_(n)
    {
        for (int i = 0; i < n; ++i) v_[i] = (i % 23) * 0.5;
    }
    ~Acc()
    {
        double s = 0;
#pragma omp parallel for reduction(+ : s)
        for (std::size_t i = 0; i < v_.size(); ++i) s += v_[i];
        g_dtor_sum += s;
    }
    void accumulate()
    {
        total_ = 1.0;
#pragma omp parallel for reduction(+ : total_)
        for (std::size_t i = 0; i < v_.size(); ++i) total_ += v_[i];
    }
    void stamp()
    {
#pragma omp parallel for firstprivate(offset_) lastprivate(last_)
        for (int i = 0; i < (int)v_.size(); ++i) {
            offset_ += 1;  // per-copy
            last_ = i * 2;
        }
    }
    void countBig()
    {
        long nb = 0;
#pragma omp parallel for reduction(+ : nb)
        for (std::size_t i = 0; i < v_.size(); ++i) nb += v_[i] > 5.0;
        big += nb;
    }
    double viaLambda(double f)
    {
        auto body = [this, f](int n) {
            double s = 0;
#pragma omp parallel for reduction(+ : s)
            for (int i = 0; i < n; ++i) s += v_[i] * f;
            return s;
        };
        return body((int)v_.size()) + body(10);
    }
    Acc &operator+=(const Acc &o)
    {
#pragma omp parallel for
        for (std::size_t i = 0; i < v_.size(); ++i) v_[i] += o.v_[i];
        return *this;
    }
    double total_ = 0;
    int offset_ = 10;
    int last_ = -1;
    static long big;

private:
    std::vector<double> v_;
};
long Acc::big = 0;

int main()
{
    double vl = 0;
    {
        Acc a(9000), b(9000);
        a.accumulate();
        a.stamp();
        a.countBig();
        a += b;
        vl = a.viaLambda(0.5);
        std::printf("total=%.2f offset=%d last=%d big=%ld vl=%.3f\n", a.total_, a.offset_, a.last_, Acc::big, vl);
    }
    auto fill = [](auto &vec, auto val) {
        long cnt = 0;
#pragma omp parallel
        {
#pragma omp for reduction(+ : cnt)
            for (std::size_t i = 0; i < vec.size(); ++i) {
                vec[i] = val * (decltype(val))(i % 4);
                cnt += vec[i] > 0;
            }
        }
        return cnt;
    };
    std::vector<int> vi(5000);
    std::vector<double> vd(3000);
    long c1 = fill(vi, 3), c2 = fill(vd, 0.5);
    long si = 0;
    for (int x : vi) si += x;
    double sd = 0;
    for (double x : vd) sd += x;
    std::printf("dtor=%.2f c1=%ld c2=%ld si=%ld sd=%.2f\n", g_dtor_sum, c1, c2, si, sd);
    return 0;
}
