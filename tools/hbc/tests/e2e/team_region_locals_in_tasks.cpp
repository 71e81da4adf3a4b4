// Tasks that a team-mode region's callees create may use the region's locals: OpenMP keeps
// them alive until the region's closing barrier, which completes the tasks
// (docs/hbc-internals.md, "Tasks in a team-mode region"). A local's destructor marks it
// dead; a task that ran after the member's code had left the region's block would read the
// mark (hbc of f95054a: "dead" at 2-4 workers, and ASan's stack-use-after-return in C).
// E2E-WORKERS: 1 2 3 4
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

struct Marked {
    int value;
    explicit Marked(int v) : value(v) {}
    ~Marked() { __atomic_store_n(&value, -1, __ATOMIC_RELAXED); }
};

static int seen[64];
static long spin_sink;

static void spawn_reader(const Marked *m, int slot) {
#pragma omp task firstprivate(m, slot)
    {
        long acc = 0;
        for (long k = 0; k < 3000000; k++) acc += k ^ slot;
        __atomic_fetch_add(&spin_sink, acc & 1, __ATOMIC_RELAXED);  // (keeps the loop)
        seen[slot] = __atomic_load_n(&m->value, __ATOMIC_RELAXED);
    }
}

static int part[64];

int main() {
    for (int &s : seen) s = 7;
#pragma omp parallel
    {
        Marked local(42);
        part[omp_get_thread_num() % 64] = 1;
#pragma omp barrier
#pragma omp single nowait
        {
            for (int s = 0; s < 8; s++) spawn_reader(&local, s);
        }
    }
    int alive = 0, dead = 0;
    for (int s = 0; s < 8; s++) {
        if (seen[s] == 42) alive++;
        else dead++;
    }
    std::printf("tasks saw the region's local alive: %d, dead or unset: %d\n", alive, dead);
    return 0;
}
