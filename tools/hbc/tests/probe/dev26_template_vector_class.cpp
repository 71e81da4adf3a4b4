// A class template holding device-resident data for float and double: `enter data` in
// the constructor, `exit data` in the destructor, `target update to` after the host
// changes values, a dot kernel with a reduction, a scaling kernel with a `firstprivate`
// coefficient array, and a `target update from` in an accessor.
#include <cstdio>
#include <cstddef>

template <typename T> class DVec {
    T *d_;
    std::size_t n_;

public:
    explicit DVec(std::size_t n, T v) : d_(new T[n]), n_(n) {
        for (std::size_t i = 0; i < n_; i++) d_[i] = v + T(i % 10) / T(4);
        T *d = d_;
#pragma omp target enter data map(to: d[0:n])
    }
    ~DVec() {
        T *d = d_;
        std::size_t n = n_;
#pragma omp target exit data map(delete: d[0:n])
        delete[] d_;
    }
    DVec(const DVec &) = delete;
    DVec &operator=(const DVec &) = delete;
    void set_host(std::size_t i, T v) {
        d_[i] = v;
        T *d = d_;
#pragma omp target update to(d[i:1])
    }
    T dot(const DVec &o) const {
        const T *a = d_, *b = o.d_;
        T s = 0;
        std::size_t n = n_;
#pragma omp target teams distribute parallel for reduction(+:s) map(to: a[0:n], b[0:n])
        for (std::size_t i = 0; i < n; i++) s += a[i] * b[i];
        return s;
    }
    void poly() {
        T c[3] = {T(1), T(0.5), T(0.25)};
        T *d = d_;
        std::size_t n = n_;
#pragma omp target teams distribute parallel for firstprivate(c)
        for (std::size_t i = 0; i < n; i++) d[i] = c[0] + d[i] * (c[1] + d[i] * c[2]);
    }
    T get(std::size_t i) {
        T *d = d_;
#pragma omp target update from(d[i:1])
        return d_[i];
    }
};

int main() {
    DVec<double> a(3000, 1.0), b(3000, 0.5);
    DVec<float> f(1000, 2.0f), g(1000, 1.0f);
    a.set_host(5, 10.0);
    double d1 = a.dot(b);
    a.poly();
    float d2 = f.dot(g);
    g.poly();
    std::printf("d1=%.6f a5=%.6f d2=%.3f g7=%.5f\n", d1, a.get(5), (double)d2, (double)g.get(7));
    return 0;
}
