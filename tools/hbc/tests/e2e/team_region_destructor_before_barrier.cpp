// A parallel region's block ends, its locals' destructors run, and then the team meets at the
// implied barrier (OpenMP's order). Merging a thread's partial result under a
// std::lock_guard declared last in the region is a common idiom: hbc met the team inside the
// block, with the guard still held, and the other members waited for the mutex forever
// (session 70; a helper's program). The region's tasks still finish before it ends, and a
// destructor that counts members sees every member's count only after the region.
// E2E-WORKERS: 1 2 3 4
#include <atomic>
#include <cstdio>
#include <mutex>
#include <vector>

static std::atomic<int> destroyed{0};
struct CountsItsEnd {
    ~CountsItsEnd() { destroyed.fetch_add(1); }
};

static long task_out[64];

int main() {
    static long x[1000];
    for (int i = 0; i < 1000; i++) x[i] = i;
    std::mutex mu;
    long total = 0;
    int members = 0;
#pragma omp parallel
    {
        CountsItsEnd mark;
        std::vector<long> scratch(8, 1);
        long local = 0;
#pragma omp for
        for (int i = 0; i < 1000; i++) local += x[i] * scratch[i % 8];
#pragma omp single nowait
        {
            for (int t = 0; t < 64; t++) {
#pragma omp task firstprivate(t)
                {
                    long acc = 0;
                    for (long k = 0; k < 20000; k++) acc += k % (t + 2);
                    task_out[t] = acc;
                }
            }
        }
        std::lock_guard<std::mutex> g(mu);
        total += local;
        members++;
    }
    long tasks = 0;
    for (long v : task_out) tasks += v;
    std::printf("total=%ld tasks=%ld every member's destructor ran=%d\n", total, tasks,
                destroyed.load() == members);

    // the same with the guard in a region whose body is a loop's worksharing only
    long sum = 0;
#pragma omp parallel
    {
        long mine = 0;
#pragma omp for schedule(dynamic, 7)
        for (int i = 0; i < 1000; i++) mine += i % 13;
        std::unique_lock<std::mutex> lock(mu);
        sum += mine;
    }
    std::printf("sum=%ld\n", sum);
    return 0;
}
