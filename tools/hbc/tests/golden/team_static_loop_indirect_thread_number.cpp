// A `parallel for schedule(static)` whose body asks its thread number only through a
// std::function (LightGBM 3.3.5's Booster::Predict over CSC input, helper-75): the callable
// keeps a forward-only cursor per thread number, which is right only if each thread meets its
// rows in increasing order, as OpenMP's static schedule gives. In heartbeat mode a worker
// could run a lower range after a higher one: raw scores up to 4.4 off, silently. A call
// through a pointer, a virtual function or a std::function, in a file whose code asks its
// thread number outside every region, now counts as asking: the loop runs as a team.
// EXPECT-TRANSLATION: team_run
// EXPECT-OUTPUT: wrong rows: 0 in 0 of 20 calls
#include <omp.h>
#include <cstdio>
#include <functional>
#include <vector>

struct ForwardCursor {
    const std::vector<int> *rows;
    size_t pos = 0;
    double get(int r) {  // only moves forward
        while (pos < rows->size() && (*rows)[pos] < r) ++pos;
        return (pos < rows->size() && (*rows)[pos] == r) ? 1.0 : 0.0;
    }
};

static void run_rows(int n, const std::function<double(int)> &f, double *out) {
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) out[i] = f(i);
}

int main() {
    const int n = 200000;
    std::vector<int> nz;
    for (int r = 0; r < n; r += 3) nz.push_back(r);
    int nt = omp_get_max_threads();
    long wrong = 0, bad_calls = 0;
    for (int rep = 0; rep < 20; ++rep) {
        std::vector<ForwardCursor> it(nt, ForwardCursor{&nz});
        std::function<double(int)> f = [&it](int i) { return it[omp_get_thread_num()].get(i); };
        std::vector<double> out(n);
        run_rows(n, f, out.data());
        long w = 0;
        for (int i = 0; i < n; ++i) w += out[i] != (i % 3 == 0 ? 1.0 : 0.0);
        wrong += w;
        bad_calls += w != 0;
    }
    printf("wrong rows: %ld in %ld of 20 calls\n", wrong, bad_calls);
    return 0;
}
