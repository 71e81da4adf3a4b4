// Tasks that a team-mode region's callees create may use the region's locals while the
// region's closing barrier completes them: hbc meets the team inside the body's block when
// leaving the block runs no code (docs/hbc-internals.md, "Tasks in a team-mode region"). A
// task that ran after the member's code had returned (hbc of f95054a) read a frame the
// barrier's own calls had reused ("dead": another value), and ASan reported a
// stack-use-after-return in C. The local here has no destructor: one with a destructor dies
// at the block's end, before the barrier, as OpenMP orders it
// (team_region_destructor_before_barrier.cpp).
// E2E-WORKERS: 1 2 3 4
#include <cstdio>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
#endif

struct Marked {
    int value[32];  // a frame's worth of stack, so that a reused frame overwrites some of it
};

static int seen[64];
static long spin_sink;

static int all_42(const Marked *m) {
    int ok = 1;
    for (int k = 0; k < 32; k++) ok &= __atomic_load_n(&m->value[k], __ATOMIC_RELAXED) == 42;
    return ok;
}

static void spawn_reader(const Marked *m, int slot) {
#pragma omp task firstprivate(m, slot)
    {
        long acc = 0;
        for (long k = 0; k < 3000000; k++) acc += k ^ slot;
        __atomic_fetch_add(&spin_sink, acc & 1, __ATOMIC_RELAXED);  // (keeps the loop)
        seen[slot] = all_42(m) ? 42 : -1;
    }
}

static int part[64];

int main() {
    for (int &s : seen) s = 7;
#pragma omp parallel
    {
        Marked local;
        for (int &v : local.value) v = 42;
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
