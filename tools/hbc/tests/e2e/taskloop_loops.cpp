// Taskloops as heartbeat loops, in the shapes real code writes them (oneDPL's algorithms over
// iterators in templates, a region's single, a task, a nested taskloop, tasks created in the
// body, nogroup), checked against the sequential build under forced promotion. (A reference
// parameter is firstprivate in a taskloop, a copy of its object: the functions take pointers.)
#include <cstdio>
#include <string>
#include <vector>

template <class It, class F> void for_each_par(It first, It last, F f) {
    const long n = last - first;
#pragma omp taskloop
    for (long i = 0; i < n; ++i) f(*(first + i));
}

template <class It, class T, class Op> T transform_sum(It first, It last, T init, Op op) {
    const long n = last - first;
    T acc = init;
#pragma omp taskloop reduction(+: acc)
    for (long i = 0; i < n; ++i) acc += op(first[i]);
    return acc;
}

struct Grid {
    int rows, cols;
    std::vector<double> cells;
    Grid(int r, int c) : rows(r), cols(c), cells((size_t)r * c) {}
    void fill() {
#pragma omp taskloop collapse(2)
        for (int i = 0; i < rows; ++i)
            for (int j = 0; j < cols; ++j) cells[(size_t)i * cols + j] = i * 0.5 + j;
    }
};

static void nested(long *out, int n) {
#pragma omp taskloop
    for (int i = 0; i < n; ++i) {
        long row = 0;
#pragma omp taskloop reduction(+: row)
        for (int j = 0; j <= i; ++j) row += j;
        out[i] = row;
    }
}

static void with_tasks(int *slots, int n) {
#pragma omp taskloop
    for (int i = 0; i < n; i += 2) {
#pragma omp task
        slots[i] = i * 3;
        slots[i + 1] = i * 3 + 1;
    }
}

int main() {
    std::vector<double> xs(200000);
    for (size_t i = 0; i < xs.size(); ++i) xs[i] = (double)(i % 97);
    const std::vector<double> weights{0.5, 1.5, 2.0};
    std::vector<long> tri(300);
    std::vector<int> slots(1000);
    std::vector<std::string> names(500);
    Grid g(120, 90);
    double total = 0;
    long count = 0;
#pragma omp parallel
#pragma omp single
    {
        for_each_par(xs.begin(), xs.end(), [&](double &x) { x = x * weights[(long)x % 3] + 1; });
        total = transform_sum(xs.begin(), xs.end(), 0.0, [](double x) { return x * 2; });
        g.fill();
#pragma omp task shared(tri)
        nested(tri.data(), 300);
        with_tasks(slots.data(), (int)slots.size());
#pragma omp taskloop nogroup
        for (int i = 0; i < 500; ++i) names[i] = std::to_string(i * 7);
#pragma omp taskwait
    }
    for (int i = (int)g.cells.size() - 1; i >= 0; i -= 997) total += g.cells[i];
    for (long t : tri) count += t;
    for (int s : slots) count += s;
    for (auto &s : names) count += (long)s.size();
    std::printf("%.1f %ld %s\n", total, count, names[499].c_str());
    return 0;
}
