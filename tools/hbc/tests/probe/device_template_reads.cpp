// A template whose targets only read variables of dependent type (in products, conditions,
// initialisers and casts) runs on the originals; the scalar written is mapped tofrom.
#include <cstdio>
template <class T>
struct Field {
    T v[64];
    T weighted(T w, T cut) const {
        T s = 0;
        const T *p = v;
#pragma omp target teams distribute parallel for map(to: p[0:64]) reduction(+: s)
        for (int i = 0; i < 64; i++) {
            T x = p[i] * w;
            s += (x > cut ? x - cut : (T)0) + (T)(w < 0);
        }
        return s;
    }
    void fill(T base) {
        T step = base / 4;
#pragma omp target teams distribute parallel for map(from: v[0:64])
        for (int i = 0; i < 64; i++) v[i] = base + step * (T)(i % 7);
    }
    T scaled_last(T k) {
        T last = 0;
#pragma omp target map(tofrom: last)
        { last = v[63] * k; }
        return last;
    }
};
int main() {
    Field<int> fi;
    Field<double> fd;
    fi.fill(8);
    fd.fill(2.5);
    std::printf("%d %.3f %d %.3f\n", fi.weighted(3, 20), fd.weighted(1.5, 4.0), fi.scaled_last(2), fd.scaled_last(0.5));
    return 0;
}
