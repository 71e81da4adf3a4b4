// Lambdas holding regions, regions calling generic lambdas, a mutable lambda captured by
// copy, function templates and class templates instantiated with int/float/double/long.
#include <cstdio>
#include <vector>
#include <complex>

template <typename T, typename F>
T transform_reduce(const std::vector<T> &v, T init, F f)
{
    T acc = init;
#pragma omp parallel for reduction(+ : acc)
    for (std::size_t i = 0; i < v.size(); ++i) acc += f(v[i]);
    return acc;
}

template <typename T>
struct Vec {
    std::vector<T> d;
    explicit Vec(std::size_t n, T x = T()) : d(n, x) {}
    template <typename U>
    Vec &axpy(U a, const Vec &x)
    {
#pragma omp parallel for
        for (std::size_t i = 0; i < d.size(); ++i) d[i] += static_cast<T>(a) * x.d[i];
        return *this;
    }
    T dot(const Vec &o) const
    {
        T s = T();
#pragma omp parallel for reduction(+ : s)
        for (long i = 0; i < (long)d.size(); ++i) s += d[i] * o.d[i];
        return s;
    }
    T maxval() const
    {
        T m = d[0];
#pragma omp parallel for reduction(max : m)
        for (std::size_t i = 1; i < d.size(); ++i) m = d[i] > m ? d[i] : m;
        return m;
    }
};

int main()
{
    auto sq = [](auto x) { return x * x; };
    std::vector<int> vi(10000);
    std::vector<double> vd(10000);
    for (int i = 0; i < 10000; ++i) {
        vi[i] = i % 37;
        vd[i] = (i % 19) * 0.125;
    }
    long li = transform_reduce<int>(vi, 0, sq);
    double ld = transform_reduce<double>(vd, 0.0, sq);
    float lf = transform_reduce<float>(std::vector<float>(999, 1.5f), 0.0f, [](float x) { return x + 1; });

    // lambda holding a region
    auto run = [&](int n) {
        std::vector<long> out(n);
#pragma omp parallel
        {
#pragma omp for
            for (int i = 0; i < n; ++i) out[i] = sq((long)i) % 1000;
        }
        long s = 0;
        for (long x : out) s += x;
        return s;
    };
    long r1 = run(5000), r2 = run(123);

    // mutable lambda by copy invoked in the body (each call has its own copy)
    int base = 7;
    auto counter = [base](int x) mutable {
        base += x;
        return base;
    };
    std::vector<int> cv(3000);
#pragma omp parallel for firstprivate(counter)
    for (int i = 0; i < 3000; ++i) {
        auto c = counter;  // copy: value independent of schedule
        cv[i] = c(i);
    }
    long cvs = 0;
    for (int x : cv) cvs += x;

    // generic lambda with two auto params called in the loop, capturing by reference
    double scale = 0.5;
    auto f2 = [&scale](auto a, auto b) { return (a + b) * scale; };
    double acc = 0;
#pragma omp parallel for reduction(+ : acc)
    for (int i = 0; i < 8000; ++i) acc += f2(i, 0.25);

    // immediately invoked lambda inside the body
    std::vector<int> iv(4000);
#pragma omp parallel for
    for (int i = 0; i < 4000; ++i)
        iv[i] = [i]() {
            int t = 0;
            for (int k = 0; k <= i % 10; ++k) t += k;
            return t;
        }();
    long ivs = 0;
    for (int x : iv) ivs += x;

    Vec<double> a(4000, 1.0), b(4000, 2.0);
    a.axpy(3, b).axpy(0.5f, b);
    Vec<int> ia(5000, 2), ib(5000, 3);
    ia.axpy(2L, ib);
    Vec<float> fa(100, 0.5f);
    Vec<std::complex<double>> za(300, {1.0, 2.0});
    auto zd = za.dot(za);
    std::printf("li=%ld ld=%.4f lf=%.2f r1=%ld r2=%ld cvs=%ld acc=%.2f ivs=%ld\n", li, ld, (double)lf, r1, r2,
                cvs, acc, ivs);
    std::printf("adot=%.2f iadot=%d imax=%d fmax=%.2f zd=(%.1f,%.1f)\n", a.dot(b), ia.dot(ib), ia.maxval(),
                (double)fa.maxval(), zd.real(), zd.imag());
    return 0;
}
