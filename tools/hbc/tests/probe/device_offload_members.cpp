// Offload-style C++ run on the host: a class whose methods offload std::vector data,
// a plain `target` holding a team region (thread numbers), `target teams` holding
// `distribute parallel for`, `target` inside a parallel region's `single`, and a lambda.
#include <cstdio>
#include <vector>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_num_threads() { return 1; }
#endif

struct Field {
    int n;
    std::vector<double> u, w;
    explicit Field(int n_) : n(n_), u(n_), w(n_) {
        for (int i = 0; i < n; i++) u[i] = (i % 9) * 0.5;
    }
    double step(double k) {
        double *pu = u.data(), *pw = w.data();
        const int len = n;
#pragma omp target teams distribute parallel for map(to: pu[0:len]) map(from: pw[0:len])
        for (int i = 1; i < len - 1; i++) pw[i] = pu[i] + k * (pu[i - 1] - 2 * pu[i] + pu[i + 1]);
        double change = 0;
#pragma omp target teams distribute parallel for map(tofrom: pu[0:len]) reduction(+:change)
        for (int i = 1; i < len - 1; i++) {
            change += (pw[i] - pu[i]) * (pw[i] - pu[i]);
            pu[i] = pw[i];
        }
        return change;
    }
};

int main() {
    Field f(4000);
    double total = 0;
    for (int t = 0; t < 30; t++) total += f.step(0.2);
    std::printf("total=%.6f u[17]=%.6f\n", total, f.u[17]);

    int nthreads = 0;
    std::vector<long> per(64, 0);
    long *pp = per.data();
#pragma omp target map(tofrom: nthreads, pp[0:64])
    {
#pragma omp parallel num_threads(3)
        {
            int id = omp_get_thread_num();
#pragma omp single
            nthreads = omp_get_num_threads();
            for (int i = id; i < 300; i += omp_get_num_threads()) pp[id] += i;
        }
    }
    long sum = 0;
    for (int i = 0; i < nthreads; i++) sum += per[i];
    std::printf("sum=%ld\n", sum);

    std::vector<int> hist(8, 0);
    int *h = hist.data();
#pragma omp target teams map(tofrom: h[0:8])
    {
#pragma omp distribute parallel for
        for (int i = 0; i < 8000; i++) {
#pragma omp atomic
            h[i % 8] += 1;
        }
    }
    std::printf("hist %d %d %d\n", hist[0], hist[3], hist[7]);

    double acc = 0;
#pragma omp parallel
    {
#pragma omp single
        {
#pragma omp target map(tofrom: acc)
            {
                for (int i = 0; i < 100; i++) acc += i;
            }
        }
    }
    auto scale = [&](std::vector<double> &v, double s) {
        double *p = v.data();
        int len = (int)v.size();
#pragma omp target teams distribute parallel for simd map(tofrom: p[0:len])
        for (int i = 0; i < len; i++) p[i] *= s;
    };
    scale(f.u, 2.0);
    std::printf("acc=%.1f u[17]=%.6f\n", acc, f.u[17]);
    return 0;
}
