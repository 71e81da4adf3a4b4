// An out-of-line definition of a virtual member declared `override` (or `final`) in its
// class, holding an OpenMP loop (BabelStream's OMPStream<T>::copy()/dot(), declared in
// OMPStream.h with `override`). The definition inherits OverrideAttr, whose location is
// the `override` token inside the class: hbc's prelude went there (Translator::startOf
// takes the earliest written attribute) and the class no longer compiled.
#include <cstdio>
#include <vector>

template <class T> struct Stream {
    virtual ~Stream() {}
    virtual void triad() = 0;
    virtual T dot() = 0;
};

template <class T> struct OmpStream final : Stream<T> {
    std::vector<T> a, b, c;
    explicit OmpStream(int n) : a(n, T(1)), b(n, T(2)), c(n, T(0)) {}
    void triad() override;
    T dot() final;
};

template <class T> void OmpStream<T>::triad()
{
    long n = (long)a.size();
#pragma omp parallel for
    for (long i = 0; i < n; i++) c[i] = a[i] + T(0.5) * b[i];
}

template <class T> T OmpStream<T>::dot()
{
    T sum{};
    long n = (long)a.size();
#pragma omp parallel for reduction(+ : sum)
    for (long i = 0; i < n; i++) sum += c[i] * b[i];
    return sum;
}

int main()
{
    Stream<double> *s = new OmpStream<double>(100000);
    s->triad();
    std::printf("dot=%.1f\n", s->dot());
    delete s;
    return 0;
}
