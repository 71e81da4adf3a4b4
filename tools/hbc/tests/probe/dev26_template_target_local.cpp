// PROBE-ACCEPT: rejected a template-dependent local written in a target (docs/hbc.md, Device constructs: firstprivate for scalars only, which a text rewrite cannot tell per instantiation)
// A function template whose `target` writes a local of the template's type, named in no
// map clause. For T = int (a scalar) the local is firstprivate on the target, so the host's
// keeps its value; for T = a struct (an aggregate) it is mapped tofrom and the write comes
// back. Both instantiations in one program (output from g++ -fopenmp).
#include <cstdio>
// PROBE-OUTPUT: int: 3 -> 3 double: 1.5 -> 1.5 pair: 1,2 -> 2,4 long-mapped: 5 -> 10
struct Pair {
    int a, b;
};
static Pair operator+(Pair x, Pair y) { return Pair{x.a + y.a, x.b + y.b}; }

template <class T> T doubled(T v) {
    T t = v;
#pragma omp target
    { t = t + t; }
    return t;
}

template <class T> T doubled_mapped(T v) {
    T t = v;
#pragma omp target map(tofrom: t)
    { t = t + t; }
    return t;
}

int main() {
    int i = doubled(3);
    double d = doubled(1.5);
    Pair p = doubled(Pair{1, 2});
    long l = doubled_mapped(5L);
    std::printf("int: 3 -> %d double: 1.5 -> %g pair: 1,2 -> %d,%d long-mapped: 5 -> %ld\n", i, d, p.a, p.b, l);
    return 0;
}
