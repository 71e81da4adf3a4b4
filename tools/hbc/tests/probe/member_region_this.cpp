// A solver class whose member functions hold parallel regions using this-> members:
// a partition by omp_get_thread_num(), a worksharing loop with a reduction into a member,
// and a const member function computing a norm.
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif
#include <cstdio>
#include <vector>

class Heat {
public:
    Heat(int n) : n_(n), u_(n, 0.0), un_(n, 0.0), steps_(0), resid_(0) {
        for (int i = 0; i < n; i++) u_[i] = (i == n / 2) ? 100.0 : 0.0;
    }
    void step_manual(double k) {
#pragma omp parallel
        {
            int t = omp_get_thread_num(), nt = omp_get_num_threads();
            int lo = 1 + (this->n_ - 2) * t / nt, hi = 1 + (this->n_ - 2) * (t + 1) / nt;
            for (int i = lo; i < hi; i++)
                this->un_[i] = this->u_[i] + k * (this->u_[i - 1] - 2 * this->u_[i] + this->u_[i + 1]);
#pragma omp barrier
#pragma omp single
            { this->u_.swap(this->un_); this->steps_++; }
        }
    }
    void step_for(double k) {
        double r = 0;
#pragma omp parallel
        {
#pragma omp for reduction(+:r)
            for (int i = 1; i < n_ - 1; i++) {
                un_[i] = u_[i] + k * (u_[i - 1] - 2 * u_[i] + u_[i + 1]);
                r += (un_[i] - u_[i]) * (un_[i] - u_[i]);
            }
#pragma omp single
            { u_.swap(un_); steps_++; }
        }
        resid_ = r;
    }
    double total() const {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n_; i++) s += u_[i];
        return s;
    }
    int steps() const { return steps_; }
    double resid() const { return resid_; }
private:
    int n_;
    std::vector<double> u_, un_;
    int steps_;
    double resid_;
};

int main()
{
    Heat h(401);
    for (int s = 0; s < 20; s++) h.step_manual(0.2);
    for (int s = 0; s < 20; s++) h.step_for(0.2);
    std::printf("steps=%d total=%.6f resid=%.9f\n", h.steps(), h.total(), h.resid());
    return 0;
}
