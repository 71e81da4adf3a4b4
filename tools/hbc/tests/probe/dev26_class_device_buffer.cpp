// A C++ class owning device data as offload codes write it: `target enter data` in the
// constructor, `target exit data` in the destructor, kernels in member functions working
// on raw pointers taken from members, `target update` to bring results back, a member
// counter incremented inside a `target` (members are reached through `this`, mapped
// tofrom), and a derived class whose kernel calls a `declare target` static member.
#include <cstdio>
#include <cstdlib>

class DeviceArray {
public:
    explicit DeviceArray(int n) : n_(n), launches_(0), data_(new double[n]) {
        for (int i = 0; i < n_; i++) data_[i] = 0.0;
        double *d = data_;
#pragma omp target enter data map(to: d[0:n])
    }
    ~DeviceArray() {
        double *d = data_;
        int n = n_;
#pragma omp target exit data map(delete: d[0:n])
        delete[] data_;
    }
    void fill(double v) {
        double *d = data_;
        int n = n_;
#pragma omp target teams distribute parallel for
        for (int i = 0; i < n; i++) d[i] = v + 0.001 * i;
#pragma omp target map(tofrom: this[:1])
        { launches_++; }
    }
    void axpy(double a, const DeviceArray &x) {
        double *d = data_;
        const double *s = x.data_;
        int n = n_;
#pragma omp target teams distribute parallel for simd
        for (int i = 0; i < n; i++) d[i] += a * s[i];
#pragma omp target
        { launches_ += 1; }
    }
    double sum() {
        double *d = data_;
        int n = n_;
        double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+:s)
        for (int i = 0; i < n; i++) s += d[i];
        return s;
    }
    void pull() {
        double *d = data_;
        int n = n_;
#pragma omp target update from(d[0:n])
    }
    double at(int i) const { return data_[i]; }
    int launches() const { return launches_; }

protected:
    int n_;
    int launches_;
    double *data_;
};

class Scaled : public DeviceArray {
public:
#pragma omp declare target
    static double curve(double v) { return v * v - 0.5 * v; }
#pragma omp end declare target
    explicit Scaled(int n) : DeviceArray(n) {}
    void apply() {
        double *d = data_;
        int n = n_;
#pragma omp target teams distribute parallel for map(tofrom: d[0:n])
        for (int i = 0; i < n; i++) d[i] = curve(d[i]);
        launches_++;
    }
};

int main() {
    DeviceArray x(5000), y(5000);
    x.fill(1.0);
    y.fill(2.0);
    for (int k = 0; k < 3; k++) y.axpy(0.5, x);
    y.pull();
    Scaled z(1000);
    z.fill(0.25);
    z.apply();
    z.pull();
    std::printf("sum=%.6f y7=%.6f launches=%d %d %d z=%.6f zsum=%.6f\n", y.sum(), y.at(7), x.launches(),
                y.launches(), z.launches(), z.at(999), z.sum());
    return 0;
}
