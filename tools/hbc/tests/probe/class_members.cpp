// A class whose methods hold OpenMP loops over `this` members, with a reduction into a
// member, a template method, and a const method with a reduction into a local.
#include <cstdio>
#include <vector>

class Field {
public:
    explicit Field(int n) : n_(n), u_(n), v_(n) {}
    void init() {
#pragma omp parallel for
        for (int i = 0; i < n_; i++) { u_[i] = (i % 7) * 0.5; v_[i] = 1.0 / (1 + i % 5); }
    }
    void smooth(int sweeps) {
        for (int s = 0; s < sweeps; s++) {
#pragma omp parallel for
            for (int i = 1; i < n_ - 1; i++) v_[i] = 0.25 * u_[i - 1] + 0.5 * u_[i] + 0.25 * u_[i + 1];
            u_.swap(v_);
        }
    }
    void energy() {
        energy_ = 0.0;
#pragma omp parallel for reduction(+:energy_)
        for (int i = 0; i < n_; i++) energy_ += u_[i] * u_[i];
    }
    template <class F> double apply(F f) const {
        double s = 0;
#pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n_; i++) s += f(u_[i]);
        return s;
    }
    double energy_value() const { return energy_; }
private:
    int n_;
    std::vector<double> u_, v_;
    double energy_ = 0.0;
};

int main()
{
    Field f(4000);
    f.init();
    f.smooth(5);
    f.energy();
    double a = f.apply([](double x) { return x * 2 + 1; });
    std::printf("energy=%.6e a=%.6e\n", f.energy_value(), a);
    return 0;
}
