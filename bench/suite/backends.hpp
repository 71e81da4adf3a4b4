// The backend contract every kernel is written against (one kernel source, many schedulers).
//
//   B::for_outer(lo, hi, f)          a DOALL loop the original authors parallelised
//   B::for_(lo, hi, f)               any other DOALL loop (inner levels)
//   B::reduce_outer(lo, hi, id, op, f), B::reduce(lo, hi, id, op, f)
//                                    fold of f(i) with op from id; op must be associative and
//                                    commutative (OpenMP combines per-thread partials in
//                                    completion order); op(T&&, T&&) -> T
//   B::fork2(f, g) -> std::pair      both branches return a value (no void branches)
//   B::root_tasks(f)                 runs a recursive kernel (OpenMP: opens the team once)
//   typename B::task_group tg;       tg.run(f) any number of times, then tg.wait()
//                                    (Seq: f runs at once; OpenMP: omp task / taskwait)
//
// Backends (one is chosen per binary with -DHB_SUITE_BACKEND_xxx; Seq is always present and
// is the baseline and the reference for verification):
//   Seq        plain loops; compiles to what a hand-written loop compiles to
//   Hb         heartbeat: hb::parallel_for / parallel_reduce / fork2 on every DOALL loop
//   Tbb        tbb::parallel_for / parallel_reduce, default auto_partitioner, every DOALL loop
//   OmpOuter   `#pragma omp parallel for schedule(runtime)` on outer loops only
//              (OMP_SCHEDULE picks static, dynamic or guided); inner loops sequential
//   OmpNested  `#pragma omp parallel for schedule(runtime)` on every DOALL loop, nested
//              parallelism enabled (omp_set_max_active_levels)
// Recursive kernels (fork2) use `#pragma omp task` under both OpenMP backends.
#pragma once

#include <cstdint>
#include <utility>

#if defined(HB_SUITE_BACKEND_HB)
#include <heartbeat/heartbeat.hpp>
#endif
#if defined(HB_SUITE_BACKEND_TBB)
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/parallel_invoke.h>
#include <oneapi/tbb/parallel_reduce.h>
#include <oneapi/tbb/task_group.h>
#include <oneapi/tbb/version.h>
#endif
#if defined(HB_SUITE_BACKEND_OMP)
#include <omp.h>
#endif

// Each backend's fork2 is a shim over the library's own call: always inlined, so that the
// recursive kernels meet g++'s recursive inlining as code calling the library directly does
// (one more ordinary inline level cut fib_rec<Hb>'s self-inlining from 30 recursive calls to
// 14; docs/bench-history-forkjoin.md, session 29).
#define SUITE_TRANSPARENT __attribute__((always_inline))

namespace suite {

struct Seq {
    static constexpr const char *name = "seq";
    struct task_group {  // a task runs where it is spawned: the sequential visiting order
        template <class F>
        void run(F &&f) {
            f();
        }
        void wait() {}
    };
    template <class F>
    static inline void for_(int64_t lo, int64_t hi, F &&f) {
        for (int64_t i = lo; i < hi; ++i) f(i);
    }
    // The loops the original authors parallelised run as functions of their own, with the
    // body's closure by reference: the code OpenMP's outlining gives them at one thread,
    // without the runtime. Inlined into the kernel, g++ allocated registers over the whole
    // kernel and kept pointers of some innermost loops on the stack (ttv; cg when only the
    // kernel was out of line), depending on what else the function held; the speedups
    // measured parallelism plus that (docs/bench-history-baseline.md).
    template <class F>
    [[gnu::noinline]] static void for_outer(int64_t lo, int64_t hi, F &&f) {
        for (int64_t i = lo; i < hi; ++i) f(i);
    }
    template <class T, class Op, class F>
    static inline T reduce(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        T acc = std::move(id);
        for (int64_t i = lo; i < hi; ++i) acc = op(std::move(acc), f(i));
        return acc;
    }
    template <class T, class Op, class F>
    [[gnu::noinline]] static T reduce_outer(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return reduce(lo, hi, std::move(id), op, f);
    }
    template <class F, class G>
    SUITE_TRANSPARENT static inline auto fork2(F &&f, G &&g) {
        auto a = f();
        auto b = g();
        return std::make_pair(std::move(a), std::move(b));
    }
    template <class F>
    static inline auto root_tasks(F &&f) {
        return f();
    }
};

#if defined(HB_SUITE_BACKEND_HB)
struct Hb {
    static constexpr const char *name = "hb";
    using task_group = hb::task_group;
    template <class F>
    static inline void for_(int64_t lo, int64_t hi, F &&f) {
        hb::parallel_for(lo, hi, f);
    }
    template <class F>
    static inline void for_outer(int64_t lo, int64_t hi, F &&f) {
        hb::parallel_for(lo, hi, f);
    }
    template <class T, class Op, class F>
    static inline T reduce(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return hb::parallel_reduce(lo, hi, std::move(id), op, f);
    }
    template <class T, class Op, class F>
    static inline T reduce_outer(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return hb::parallel_reduce(lo, hi, std::move(id), op, f);
    }
    template <class F, class G>
    SUITE_TRANSPARENT static inline auto fork2(F &&f, G &&g) {
        return hb::fork2(f, g);
    }
    template <class F>
    static inline auto root_tasks(F &&f) {
        return f();
    }
};
#endif

#if defined(HB_SUITE_BACKEND_TBB)
struct Tbb {
    static constexpr const char *name = "tbb";
    using task_group = tbb::task_group;
    template <class F>
    static inline void for_(int64_t lo, int64_t hi, F &&f) {
        if (lo >= hi) return;
        tbb::parallel_for(tbb::blocked_range<int64_t>(lo, hi),
                          [&](const tbb::blocked_range<int64_t> &r) {
                              for (int64_t i = r.begin(); i < r.end(); ++i) f(i);
                          });
    }
    template <class F>
    static inline void for_outer(int64_t lo, int64_t hi, F &&f) {
        for_(lo, hi, f);
    }
    template <class T, class Op, class F>
    static inline T reduce(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        if (lo >= hi) return id;
        return tbb::parallel_reduce(
            tbb::blocked_range<int64_t>(lo, hi), id,
            [&](const tbb::blocked_range<int64_t> &r, T acc) {
                for (int64_t i = r.begin(); i < r.end(); ++i) acc = op(std::move(acc), f(i));
                return acc;
            },
            [&](T a, T b) { return op(std::move(a), std::move(b)); });
    }
    template <class T, class Op, class F>
    static inline T reduce_outer(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return reduce(lo, hi, std::move(id), op, f);
    }
    template <class F, class G>
    SUITE_TRANSPARENT static inline auto fork2(F &&f, G &&g) {
        using A = decltype(f());
        using Bv = decltype(g());
        A a{};
        Bv b{};
        tbb::parallel_invoke([&] { a = f(); }, [&] { b = g(); });
        return std::make_pair(std::move(a), std::move(b));
    }
    template <class F>
    static inline auto root_tasks(F &&f) {
        return f();
    }
};
#endif

#if defined(HB_SUITE_BACKEND_OMP)
// Shared by both OpenMP backends: fork2 as two tasks (the usual OpenMP idiom: the first
// branch a task, the second run by the encountering thread, then taskwait); root_tasks opens
// the team once for the recursive kernels, so every fork runs inside it.
struct OmpCommon {
    // The OpenMP idiom: each run() is a task with its own copy of the closure; wait() is a
    // taskwait (the group's tasks are exactly the encountering task's children).
    struct task_group {
        template <class F>
        void run(const F &f) {
#pragma omp task firstprivate(f) untied
            f();
        }
        void wait() {
#pragma omp taskwait
        }
    };
    template <class F, class G>
    SUITE_TRANSPARENT static inline auto fork2(F &&f, G &&g) {
        using A = decltype(f());
        using Bv = decltype(g());
        A a{};
        Bv b{};
        auto *fp = &f;
#pragma omp task shared(a) firstprivate(fp) untied
        a = (*fp)();
        b = g();
#pragma omp taskwait
        return std::make_pair(std::move(a), std::move(b));
    }
    template <class F>
    static inline auto root_tasks(F &&f) {
        using R = decltype(f());
        R r{};
#pragma omp parallel
#pragma omp single
        r = f();
        return r;
    }
    template <class T, class Op, class F>
    static inline T par_reduce(int64_t lo, int64_t hi, T id, Op &op, F &f) {
        T result = id;
#pragma omp parallel
        {
            T local = id;
#pragma omp for schedule(runtime) nowait
            for (int64_t i = lo; i < hi; ++i) local = op(std::move(local), f(i));
#pragma omp critical(hb_suite_reduce)
            result = op(std::move(result), std::move(local));
        }
        return result;
    }
};

struct OmpOuter : OmpCommon {
    static constexpr const char *name = "omp-outer";
    template <class F>
    static inline void for_(int64_t lo, int64_t hi, F &&f) {
        for (int64_t i = lo; i < hi; ++i) f(i);
    }
    template <class F>
    static inline void for_outer(int64_t lo, int64_t hi, F &&f) {
#pragma omp parallel for schedule(runtime)
        for (int64_t i = lo; i < hi; ++i) f(i);
    }
    template <class T, class Op, class F>
    static inline T reduce(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        T acc = std::move(id);
        for (int64_t i = lo; i < hi; ++i) acc = op(std::move(acc), f(i));
        return acc;
    }
    template <class T, class Op, class F>
    static inline T reduce_outer(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return par_reduce(lo, hi, std::move(id), op, f);
    }
};

struct OmpNested : OmpCommon {
    static constexpr const char *name = "omp-nested";
    template <class F>
    static inline void for_(int64_t lo, int64_t hi, F &&f) {
#pragma omp parallel for schedule(runtime)
        for (int64_t i = lo; i < hi; ++i) f(i);
    }
    template <class F>
    static inline void for_outer(int64_t lo, int64_t hi, F &&f) {
        for_(lo, hi, f);
    }
    template <class T, class Op, class F>
    static inline T reduce(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return par_reduce(lo, hi, std::move(id), op, f);
    }
    template <class T, class Op, class F>
    static inline T reduce_outer(int64_t lo, int64_t hi, T id, Op &&op, F &&f) {
        return par_reduce(lo, hi, std::move(id), op, f);
    }
};
#endif

}  // namespace suite
