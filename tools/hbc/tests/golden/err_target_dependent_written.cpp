// In a template, a variable of dependent type has no implicit casts to tell its reads from
// its writes, so hbc reads the syntax: a target that only reads `f` (below, in a product)
// runs on the original, but one that adds to `k`, a scalar in no map clause and so
// firstprivate there, is refused, since hbc cannot give a dependent type that copy.
// EXPECT-ERROR: 'k' may be a scalar that this 'target teams distribute parallel for' makes firstprivate (it is in no map clause), which the construct writes; hbc cannot give a template's dependent type that copy: map it, or name it private
// EXPECT-ERROR-LINE: 18
#include <cstdio>
template <class T>
T scaled(const T *p, int n, T f) {
    T s = 0;
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(+: s)
    for (int i = 0; i < n; i++) s += p[i] * f + (f > 0 ? f : -f);
    return s;
}
template <class T>
T bumped(T k) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 4; i++) k += 1;
    return k;
}
int main() {
    const double d[3] = {1, 2, 3};
    std::printf("%.1f %d\n", scaled(d, 3, 2.0), bumped(5));
    return 0;
}
