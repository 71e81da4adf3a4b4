// Tasks with depend clauses in C++ (hbc_deps.c, hbc_rt::task_dep): the random graph of
// tasks_depend.c over a std::vector's elements, plus a template whose items are dependent
// (T&), a class member item, a closure with a std::string copy (so a waiting task's closure
// lives on the heap and is destroyed once), a wavefront over blocks, and a long chain (a
// released task that releases the next must not nest one frame per link).
#include <cstdio>
#include <string>
#include <vector>

static int version[10];
static int bad;

static void fail() {
#pragma omp atomic
    bad++;
}

static void spin(unsigned n) {
    volatile unsigned k = 0;
    for (unsigned i = 0; i < n; i++) k += i;
}

static unsigned next(unsigned &s) {
    s = s * 1103515245u + 12345u;
    return (s >> 8) & 0xffffff;
}

static void check(int a, int expect, bool writes) {
    if (version[a] != expect) fail();
    if (writes) version[a] = expect + 1;
}

template <class T>
static void bump_twice(T &cell, T start) {
#pragma omp task depend(inout: cell) firstprivate(start) shared(cell)
    { if (cell != start) fail(); cell = start + 1; }
#pragma omp task depend(inout: cell) firstprivate(start) shared(cell)
    { if (cell != start + 1) fail(); cell = start + 2; }
}

struct Log {
    std::string text;
    int steps = 0;
    void add(const std::string &word) {
#pragma omp task depend(inout: this->text) firstprivate(word)
        { text += word; ++steps; }
    }
};

int main() {
    long sum = 0;
    for (unsigned seed = 1; seed <= 3; seed++) {
        for (int &v : version) v = 0;
        long cell = 0;
        double real = 0.5;
        Log log;
        const int nb = 6;
        int block[nb * nb] = {0};
        int chain = 0;
#pragma omp parallel
#pragma omp single
        {
            unsigned s = seed;
            std::vector<int> writers(10, 0);
            const int na = 10;
            long cell_next = 0;  // what the tasks created so far leave in cell and real
            double real_next = 0.5;
            for (int t = 0; t < 2000; t++) {
                int a = (int)(next(s) % na), b = (int)(next(s) % na);
                int ea = writers[a], eb = writers[b];
                unsigned work = next(s) % 1500;
                switch (next(s) % 6) {
                case 0:
#pragma omp task depend(in: version[a]) firstprivate(a, ea, work)
                    { spin(work); check(a, ea, false); }
                    break;
                case 1:
#pragma omp task depend(inout: version[a]) firstprivate(a, ea, work)
                    { check(a, ea, false); spin(work); check(a, ea, true); }
                    writers[a]++;
                    break;
                case 2:
                    if (a == b) break;
#pragma omp task depend(in: version[a]) depend(out: version[b]) firstprivate(a, b, ea, eb, work)
                    { spin(work); check(a, ea, false); check(b, eb, true); }
                    writers[b]++;
                    break;
                case 3:
                    if (t % 50 == 3) {
                        bump_twice(cell, cell_next);
                        cell_next += 2;
                    }
                    break;
                case 4:
                    if (t % 40 == 4) {
                        bump_twice(real, real_next);
                        real_next += 2;
                        log.add(std::to_string(t % 10));
                    }
                    break;
                default:
                    if (t % 700 == 5) {
#pragma omp taskwait
                    }
                    break;
                }
            }
            // a wavefront: block (i, j) after (i-1, j) and (i, j-1)
            for (int i = 0; i < nb; i++)
                for (int j = 0; j < nb; j++) {
#pragma omp task depend(in: block[(i > 0 ? i - 1 : i) * nb + j], block[i * nb + (j > 0 ? j - 1 : j)]) \
    depend(inout: block[i * nb + j]) firstprivate(i, j)
                    {
                        spin(500);
                        int up = i > 0 ? block[(i - 1) * nb + j] : 0, left = j > 0 ? block[i * nb + j - 1] : 0;
                        block[i * nb + j] = (up > left ? up : left) + 1;
                    }
                }
            // a long chain
            for (int k = 0; k < 20000; k++) {
#pragma omp task depend(inout: chain) firstprivate(k)
                { if (chain != k) fail(); chain = k + 1; }
            }
        }
        int total = 0;
        for (int v : version) total += v;
        sum += total + cell + (long)real + log.steps + (long)log.text.size() + block[nb * nb - 1] + chain;
        std::printf("seed %u: bad=%d versions=%d cell=%ld real=%g log=%s corner=%d chain=%d\n", seed, bad, total, cell,
                    real, log.text.c_str(), block[nb * nb - 1], chain);
    }
    std::printf("sum=%ld\n", sum);
    return bad != 0;
}
