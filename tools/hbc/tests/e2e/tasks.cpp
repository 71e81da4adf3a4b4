// Tasks on heartbeat task groups (docs/hbc-internals-tasks.md, Tasks), C++: every result is checked
// against the sequential build's output. Run forced at 1, 2 and 3 workers.
// E2E-WORKERS: 1 2 3
#include <atomic>
#include <cstdio>
#include <utility>
#include <vector>

// tasks spawned in a loop, recursively (nqueens), counted
static bool safe(const std::vector<int> &q, int row, int col) {
    for (int r = 0; r < row; r++)
        if (q[r] == col || q[r] - col == r - row || q[r] - col == row - r) return false;
    return true;
}
static void queens(std::vector<int> q, int row, int n, std::atomic<long> &found) {
    if (row == n) {
        found++;
        return;
    }
    for (int c = 0; c < n; c++) {
        if (!safe(q, row, c)) continue;
        q[row] = c;
#pragma omp task firstprivate(q, c) shared(found)
        queens(q, row + 1, n, found);
    }
#pragma omp taskwait
}

// a task created in a callee, waited for by the caller's taskwait
static void spawn_into_caller(std::vector<long> &out, int i) {
#pragma omp task shared(out)
    out[i] = (long)i * i;
}

// constructors and destructors of a firstprivate object: one copy per task, all destroyed
static std::atomic<long> made{0}, gone{0};
struct Tracked {
    long v;
    explicit Tracked(long x) : v(x) { made++; }
    Tracked(const Tracked &o) : v(o.v) { made++; }
    Tracked(Tracked &&o) noexcept : v(o.v) { made++; }
    ~Tracked() { gone++; }
};

// the fork form whose branches are function objects: a task calling one through a pointer it
// copies, a continuation calling one it shares (hbc passes both objects to the fork itself)
template <class F, class G>
static std::pair<long, long> fork_via(F &&f, G &&g) {
    long a = 0, b = 0;
    auto *fp = &f;
#pragma omp task shared(a) firstprivate(fp)
    a = (*fp)();
    b = g();
#pragma omp taskwait
    return {a, b};
}
static long paths(const std::vector<long> &w, size_t i, long left) {
    if (left < 0) return 0;
    if (i == w.size()) return 1;
    auto [with, without] = fork_via([&] { return paths(w, i + 1, left - w[i]); },
                                    [&] { return paths(w, i + 1, left); });
    return with + without;
}

int main() {
    std::atomic<long> found{0};
    std::vector<long> out(64, -1);
    long seen[8] = {0};
    long tg_sum = 0, obj_sum = 0, many = 0;
    std::atomic<long> tg_count{0}, many_count{0};
    int chain = 1;
    long sect[4] = {0, 0, 0, 0};
    long fits = 0;
#pragma omp parallel
#pragma omp single
    {
        queens(std::vector<int>(8), 0, 8, found);
        fits = paths(std::vector<long>{3, 5, 2, 7, 4, 6, 1, 8, 9, 2, 5, 3, 7, 4}, 0, 30);

        for (int i = 0; i < 64; i++) spawn_into_caller(out, i);
#pragma omp taskwait

        // firstprivate: the value at the task's creation, not when it runs
        int v = 0;
        for (int i = 0; i < 8; i++) {
            v = i * 10;
#pragma omp task firstprivate(v) shared(seen)
            seen[i] = v;
            v = -1;
        }
#pragma omp taskwait

        // taskgroup waits for its tasks and their descendants
#pragma omp taskgroup
        {
            for (int i = 0; i < 10; i++) {
#pragma omp task shared(tg_count)
                {
                    for (int j = 0; j < 10; j++) {
#pragma omp task shared(tg_count)
                        tg_count++;
                    }
                }
            }
        }
        tg_sum = tg_count.load();

        {
            Tracked t(7);
            for (int i = 0; i < 100; i++) {
#pragma omp task firstprivate(t) shared(obj_sum)
                {
#pragma omp atomic
                    obj_sum += t.v;
                }
            }
#pragma omp taskwait
        }

        // depend: each task runs after the earlier ones, in order
        for (int i = 0; i < 1000; i++) {
#pragma omp task depend(inout: chain) shared(chain)
            chain = (chain * 3 + i) % 1000003;
        }

        // 10^5 tasks
        for (int i = 0; i < 100000; i++) {
#pragma omp task shared(many_count)
            many_count += i % 7;
        }
#pragma omp taskwait
        many = many_count.load();

        // if(0) and final(1): run at once, in order
        int order = 0;
#pragma omp task if (0) shared(order)
        order = order * 10 + 1;
        order = order * 10 + 2;
#pragma omp task final(1) shared(order)
        {
            order = order * 10 + 3;
#pragma omp task shared(order)
            order = order * 10 + 4;
            order = order * 10 + 5;
        }
        std::printf("order %d\n", order);
    }
#pragma omp parallel sections
    {
#pragma omp section
        sect[0] = 1;
#pragma omp section
        sect[1] = 2;
#pragma omp section
        {
            sect[2] = 3;
#pragma omp task shared(sect)
            sect[3] = 4;
        }
    }
    long outs = 0;
    for (long x : out) outs += x;
    std::printf("queens %ld\n", found.load());
    std::printf("fork through objects %ld\n", fits);
    std::printf("callee %ld\n", outs);
    std::printf("firstprivate");
    for (long s : seen) std::printf(" %ld", s);
    std::printf("\ntaskgroup %ld\n", tg_sum);
    std::printf("objects %ld made==gone %d\n", obj_sum, (int)(made.load() == gone.load()));
    std::printf("depend %d\n", chain);
    std::printf("many %ld\n", many);
    std::printf("sections %ld %ld %ld %ld\n", sect[0], sect[1], sect[2], sect[3]);
    return 0;
}
