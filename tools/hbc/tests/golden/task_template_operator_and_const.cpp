// Tasks in templates that read variables in ways a dependent expression hides: a pointer of
// dependent type in `A + off` (an overloaded-operator call once any operator+ is visible),
// and a const parameter passed to a dependent call. hbc took both for writes and refused
// ("'task' in a template writes 'A'"), fflas-ffpack's pfreduce and pfgemm (helper-102);
// since session 53 arithmetic and comparison operators read, a const non-reference variable
// cannot be written, and what clang decided in the instantiations is used.
// EXPECT-OUTPUT: 399884 1000000
#include <cstddef>
#include <cstdio>
struct Money { long c; };
Money operator+(const Money &a, const Money &b) { return Money{a.c + b.c}; }
template <class T> void red(T *a, size_t n, T p) { for (size_t i = 0; i < n; i++) a[i] %= p; }
template <class T> void axpy(T a, const T *x, T *y, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
struct Fp { typedef long *Ptr; long p; };

template <class Field>
void pred(const Field &F, typename Field::Ptr A, size_t m, size_t lda) {
#pragma omp parallel
#pragma omp single
    {
        for (size_t b = 0; b < m; b += 100) {
            size_t rows = (m - b < 100) ? m - b : 100;
#pragma omp task shared(F) firstprivate(b, rows)
            red(A + b * lda, rows * lda, F.p);
        }
#pragma omp taskwait
    }
}

template <class T>
void paxpy(const T alpha, const T *X, T *Y, int n) {
    int h = n / 2;
#pragma omp parallel
#pragma omp single
    {
#pragma omp task shared(X, Y)
        axpy(alpha, X, Y, h);
#pragma omp task shared(X, Y)
        axpy(alpha, X + h, Y + h, n - h);
#pragma omp taskwait
    }
}

int main() {
    static long a[8000];
    for (int i = 0; i < 8000; i++) a[i] = i * 7919L;
    pred(Fp{101}, a, 1000, 8);
    long s = 0;
    for (int i = 0; i < 8000; i++) s += a[i];
    static double x[1000], y[1000];
    for (int i = 0; i < 1000; i++) { x[i] = i; y[i] = 1; }
    paxpy(2.0, x, y, 1000);
    double t = 0;
    for (int i = 0; i < 1000; i++) t += y[i];
    std::printf("%ld %.0f\n", s, t);
    return 0;
}
