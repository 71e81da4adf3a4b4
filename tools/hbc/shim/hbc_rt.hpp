// hbc's C++ glue: a translated loop is a lambda over a range of flattened iterations; these
// run it through the heartbeat C API's range entry points, whose sequential fast path is a
// single direct (inlinable) call of the lambda over the whole range.
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <type_traits>

#include "heartbeat/heartbeat.h"
#include "heartbeat/team.h"
#include "hbc_tasks.h"
#if __cplusplus >= 201703L
#include <memory>

#include "heartbeat/heartbeat.hpp"
#include "heartbeat/task_group.hpp"
#endif

extern "C" {
typedef struct hbc_array_red hbc_array_red;
typedef void (*hbc_array_fill_fn)(void *buf, int64_t n);
typedef void (*hbc_array_merge_fn)(void *into, const void *from, int64_t n);
hbc_array_red *hbc_array_red_begin(void *orig, int64_t n, size_t size, hbc_array_fill_fn fill);
void *hbc_array_red_slot(hbc_array_red *r);
void hbc_array_red_end(hbc_array_red *r, hbc_array_merge_fn merge);
}

extern "C" {
extern __thread int hbc_region_level;
int hbc_level_capture(void);
void hbc_icv_region_enter(void);
int hbc_runtime_schedule(void);
int64_t hbc_runtime_chunk(void);
int hbc_level_adopt(int level);
void hbc_level_restore(int raw);
void hbc_team_size_restore(void);
}

namespace hbc_rt {

// A range-based for's begin and end as the language picks them: the member functions when
// the class has them, else those argument-dependent lookup finds, an array's bounds.
namespace range_detail {
void begin() = delete;  // hides outer names: argument-dependent lookup only, as range-for
void end() = delete;
template <class R> auto begin_of(R &r, int) -> decltype(r.begin()) { return r.begin(); }
template <class R> auto begin_of(R &r, long) -> decltype(begin(r)) { return begin(r); }
template <class R> auto end_of(R &r, int) -> decltype(r.end()) { return r.end(); }
template <class R> auto end_of(R &r, long) -> decltype(end(r)) { return end(r); }
template <class T, std::size_t N> T *begin_of(T (&a)[N], int) { return a; }
template <class T, std::size_t N> T *end_of(T (&a)[N], int) { return a + N; }
}  // namespace range_detail
template <class R> auto range_begin(R &r) -> decltype(range_detail::begin_of(r, 0)) { return range_detail::begin_of(r, 0); }
template <class R> auto range_end(R &r) -> decltype(range_detail::end_of(r, 0)) { return range_detail::end_of(r, 0); }

// hi - lo for a loop whose variable's type only the instantiation knows (a template's T):
// an integer's difference as the non-template loop computes it, in 64-bit unsigned arithmetic
// with its sign (for an unsigned T, hi - lo of a down-counting loop wraps to a large positive
// value: the loop ran no iteration), a pointer's or iterator's as written.
template <class T>
inline int64_t distance_of(const T &lo, const T &hi, std::true_type) {
    return lo <= hi ? (int64_t)((uint64_t)hi - (uint64_t)lo) : -(int64_t)((uint64_t)lo - (uint64_t)hi);
}
template <class T>
inline int64_t distance_of(const T &lo, const T &hi, std::false_type) { return (int64_t)(hi - lo); }
template <class T>
inline int64_t distance(const T &lo, const T &hi) { return distance_of(lo, hi, std::is_integral<T>()); }

// A firstprivate copy of a C array in a C++ loop (arrays have no copy-initialisation):
// element by element, as OpenMP copies them.
template <class T>
inline void copy_into(T &to, const T &from) { to = from; }
template <class T, std::size_t N>
inline void copy_into(T (&to)[N], const T (&from)[N]) {
    for (std::size_t i = 0; i < N; ++i) copy_into(to[i], from[i]);
}

// `single copyprivate` in team mode: how an item reaches the other members. Bytes for a
// trivially copyable type (nullptr), its copy assignment otherwise (element by element for
// an array). Tag dispatch, so that the assignment is not instantiated for a trivially
// copyable type that has none (a const member).
template <class U>
void copyprivate_assign_item(void *to, const void *from) {
    copy_into(*static_cast<U *>(to), *static_cast<const U *>(from));
}
template <class U>
inline hb_assign_fn copyprivate_assign_of(std::true_type) { return nullptr; }
template <class U>
inline hb_assign_fn copyprivate_assign_of(std::false_type) { return &copyprivate_assign_item<U>; }
template <class T>
inline hb_assign_fn copyprivate_assign() {
    using U = typename std::remove_reference<T>::type;
    return copyprivate_assign_of<U>(std::integral_constant<bool, std::is_trivially_copyable<U>::value>());
}

// Team mode (docs/hbc-internals.md, "Team mode"): body() runs on every member of a heartbeat team of
// `size` members (0: one per worker). C API only, so C++11 programs work too.
// (size comes from hbc_team_size, which may add workers for the region: given back after it,
// also when the body throws)
// (hbc_team_run: each member learns the level the team was started at)
template <class F>
inline void team_run(int size, F &&body) {
    using FT = typename std::remove_reference<F>::type;
    struct Restore {
        ~Restore() { hbc_team_size_restore(); }
    } restore;
    hbc_team_run(size, [](void *c) {
        struct TasksOnUnwind {  // left by an exception: the member's tasks end before its scope's frame goes
            bool returned = false;
            ~TasksOnUnwind() { if (!returned) hbc_member_tasks_unwind(); }
        } tasks;
        (*static_cast<FT *>(c))();
        tasks.returned = true;
    }, static_cast<void *>(&body));
}
// An orphaned worksharing loop reached by a team member (hbc_orphan_team): the members
// share [lo, hi) by the schedule; body(a, b) or body(a, b, acc) on each sub-range. No
// barrier at the end (the translation adds it after the reduction's combine).
template <class Body>
inline void team_for_range(int64_t lo, int64_t hi, int schedule, int64_t chunk, Body &body, int flags) {
    (void)hb_team_for(lo, hi, schedule, chunk, flags,
                      [](void *c, int64_t a, int64_t b) { (*static_cast<Body *>(c))(a, b); }, static_cast<void *>(&body));
}
template <class R, class Body>
inline void team_reduce_range(int64_t lo, int64_t hi, int schedule, int64_t chunk, R &acc, Body &body, int flags) {
    struct Call {
        Body *body;
        R *acc;
    } c{&body, &acc};
    (void)hb_team_for(lo, hi, schedule, chunk, flags,
                      [](void *p, int64_t a, int64_t b) {
                          auto *k = static_cast<Call *>(p);
                          (*k->body)(a, b, *k->acc);
                      },
                      static_cast<void *>(&c));
}
// hbc_icv_task_save/restore around an in-place task that sets ICVs (also when it throws)
struct icv_scope {
    hbc_icv_saved saved;
    icv_scope() { hbc_icv_task_save(&saved); }
    ~icv_scope() { hbc_icv_task_restore(&saved); }
    icv_scope(const icv_scope &) = delete;
    icv_scope &operator=(const icv_scope &) = delete;
};
// A task run in place with `final(e)`: e true makes it a final task (hbc_final_begin).
struct final_scope {
    void *saved;
    explicit final_scope(int final_) : saved(hbc_final_begin(final_)) {}
    ~final_scope() { hbc_final_end(saved); }
    final_scope(const final_scope &) = delete;
    final_scope &operator=(const final_scope &) = delete;
};
// The body of a `teams thread_limit(e)` (hbc_teams_limit_enter).
struct teams_limit_scope {
    int old;
    explicit teams_limit_scope(int limit) : old(hbc_teams_limit_enter(limit)) {}
    ~teams_limit_scope() { hbc_teams_limit_leave(old); }
    teams_limit_scope(const teams_limit_scope &) = delete;
    teams_limit_scope &operator=(const teams_limit_scope &) = delete;
};
// A loop chunk at the level its loop was created at, on whichever worker runs it.
struct level_adopt {
    int raw;
    explicit level_adopt(int level) : raw(hbc_level_adopt(level)) {}
    ~level_adopt() { hbc_level_restore(raw); }
    level_adopt(const level_adopt &) = delete;
    level_adopt &operator=(const level_adopt &) = delete;
};

// A combined parallel loop whose code may ask its thread number or level: the level raised on
// the encountering thread, and nested in an active region an inactive team of one
// (hbc_region_enter; left also when the body throws).
// An orphaned loop's serial section outside any active region (hbc_orphan_serial_begin),
// ended however the loop ends.
struct orphan_serial {
    hb_serial s;
    int on;
    orphan_serial() : on(hbc_orphan_serial_begin(&s)) {}
    ~orphan_serial() {
        if (on) hb_serial_end(&s);
    }
    orphan_serial(const orphan_serial &) = delete;
    orphan_serial &operator=(const orphan_serial &) = delete;
};

// A taskloop's heartbeat loop run in order where its body's thread numbers would not be its
// team's (hbc_taskloop_ids_kept), ended however the loop ends.
struct serial_unless {
    hb_serial s;
    int on;
    explicit serial_unless(int parallel) : on(!parallel) {
        if (on) hb_serial_begin(&s);
    }
    ~serial_unless() {
        if (on) hb_serial_end(&s);
    }
    serial_unless(const serial_unless &) = delete;
    serial_unless &operator=(const serial_unless &) = delete;
};

// A region whose if or num_threads clause may make it an inactive team of one
// (hbc_region_enter_if), left also when the body throws.
struct region_scope_if {
    hbc_region r;
    region_scope_if(int size, int if_true, int observes) { hbc_region_enter_if(&r, size, if_true, observes); }
    ~region_scope_if() { hbc_region_leave(&r); }
    region_scope_if(const region_scope_if &) = delete;
    region_scope_if &operator=(const region_scope_if &) = delete;
};

struct region_scope {
    hbc_region r;
    region_scope() { hbc_region_enter(&r); }
    ~region_scope() { hbc_region_leave(&r); }
    region_scope(const region_scope &) = delete;
    region_scope &operator=(const region_scope &) = delete;
};
// A parallel region nested in a team-mode region's code: a team of one (hbc_nested_team_enter).
struct nested_team {
    hbc_region r;
    nested_team() { hbc_nested_team_enter(&r); }
    ~nested_team() { hbc_nested_team_leave(&r); }
    nested_team(const nested_team &) = delete;
    nested_team &operator=(const nested_team &) = delete;
};
// omp_in_parallel() answers 1 in a member, and the level routines know its team (restored
// if the body throws).
struct team_level {
    team_level() { hbc_team_level_enter(); }
    ~team_level() { hbc_team_level_leave(); }
    team_level(const team_level &) = delete;
    team_level &operator=(const team_level &) = delete;
};

// A loop with schedule(static|dynamic, c) (docs/hbc-internals.md, Loops): the heartbeat loop runs
// over chunk numbers [0, count()), and each range of them runs the body over its
// iterations, so a share of the loop never begins inside one of OpenMP's chunks.
template <class Body>
struct chunked {
    Body &body;
    int64_t lo, hi, chunk;  // a chunk below 1 is taken as 1
    int64_t size() const { return chunk < 1 ? 1 : chunk; }
    int64_t count() const { return hi <= lo ? 0 : (hi - lo - 1) / size() + 1; }
    int64_t end(int64_t k) const { return k >= count() ? hi : lo + k * size(); }
    void operator()(int64_t a, int64_t b) { body(lo + a * size(), end(b)); }
    template <class R>
    void operator()(int64_t a, int64_t b, R &acc) { body(lo + a * size(), end(b), acc); }
};

#if __cplusplus >= 201703L
// C++17 and later: the heartbeat C++ API's loops at a site (hb::parallel_for_range_at,
// hb::parallel_reduce_range_at), for any accumulator type. Each translated loop has its own
// static hb_site. The sequential fast path is tested before anything is copied and runs the
// body lambda in place; only when it fails is the lambda copied and handed to the runtime's
// out-of-line framed path. So the closure never escapes and stays in registers: a translated
// inner loop reads what it captured with one load, as a hand-written hb::parallel_reduce
// does, and the enclosing loop keeps its registers (see docs/hbc-internals.md, Loops, for the ratios).
// Every entry runs iterations [lo, hi) of the loop's index range: the loop's own indices
// (a single +1-stepping integer loop) or its flattened iterations [0, n).
template <class F>
inline void for_range(hb_site *site, int64_t lo, int64_t hi, F &body) {
    hb::parallel_for_range_at(site, lo, hi, body);
}

// comb(a, b) folds b into a in place; the runtime's combine returns the result.
template <class R, class Comb>
struct Combine {
    Comb &comb;
    R operator()(R a, R b) {
        comb(a, b);  // b is dead after the combine: its parts may be moved from
        return a;
    }
};

// acc holds the starting values; partial results are combined in iteration order.
template <class R, class Body, class Id, class Comb>
inline void reduce_range(hb_site *site, int64_t lo, int64_t hi, R &acc, Body &body, Id &id, Comb &comb) {
    // unframed, one range from the start: folding into acc is exact
    hb::parallel_reduce_range_at(site, lo, hi, acc, id, Combine<R, Comb>{comb}, body);
}

// As reduce_range, for a reduction whose variables already hold the identity (the
// hand-made reduction idiom's partial, initialised as each thread's copy would be): the
// result replaces acc, with no combine of the starting values.
template <class R, class Body, class Id, class Comb>
inline void reduce_range_from_identity(hb_site *site, int64_t lo, int64_t hi, R &acc, Body &body, Id &,
                                       Comb &comb) {
    hb::parallel_reduce_range_from_identity_at(site, lo, hi, acc, Combine<R, Comb>{comb}, body);
}
#else
// Before C++17: the C API, with its fast path taken here so that body runs in place,
// inlined, as in the C++17 form above (through the C API's function pointer GCC left the
// body out of line, and spilled a deep loop nest's pointers: helper-99's BEAGLE loop ran
// 1.9x the sequential time). The slow path is handed a copy, so the original never escapes.
template <class F>
inline void for_range(hb_site *site, int64_t lo, int64_t hi, F &body) {
    int64_t left;
    if (lo >= hi) return;
    if (hb_loop_begin_in_place(site, lo, hi, &left)) {
        body(lo, hi);
        hb_loop_end_in_place(site, left);
        return;
    }
    F copy(body);
    hb_parallel_for_at(
        site, lo, hi, [](void *c, int64_t a, int64_t b) { (*static_cast<F *>(c))(a, b); },
        static_cast<void *>(&copy));
}

namespace detail {
// Trivially copyable accumulators: the C API's range reduction (a fold per range).
template <class R, class Body, class Id, class Comb>
inline void reduce_range(std::true_type, hb_site *site, int64_t lo, int64_t hi, R &acc, Body &body, Id &id,
                         Comb &comb) {
    int64_t left;
    if (lo >= hi) return;
    if (hb_loop_begin_in_place(site, lo, hi, &left)) {  // in place, as for_range
        body(lo, hi, acc);
        hb_loop_end_in_place(site, left);
        return;
    }
    Body copy(body);
    struct Ctx {
        Body *body;
        Id *id;
        Comb *comb;
    } c{&copy, &id, &comb};
    hb_parallel_reduce_at(
        site, lo, hi, &acc, sizeof(R),
        [](void *x, void *a) { *static_cast<R *>(a) = (*static_cast<Ctx *>(x)->id)(); },
        [](void *x, void *a, const void *b) {
            // rhs is dead after the combine: its parts may be moved from
            (*static_cast<Ctx *>(x)->comb)(*static_cast<R *>(a), *const_cast<R *>(static_cast<const R *>(b)));
        },
        [](void *x, int64_t lo, int64_t hi, void *a) {
            (*static_cast<Ctx *>(x)->body)(lo, hi, *static_cast<R *>(a));
        },
        &c);
}
// Other accumulators (std::pair, containers, ...): hb::parallel_reduce, one iteration per
// body call, then combined into acc. The heartbeat C++ API needs C++17.
template <class R, class Body, class Id, class Comb>
inline void reduce_range(std::false_type, hb_site *, int64_t lo, int64_t hi, R &acc, Body &body, Id &id,
                         Comb &comb) {
#if __cplusplus < 201703L
    static_assert(sizeof(R) == 0, "hbc: a reduction on a type that is not trivially copyable needs -std=c++17 or later");
#else
    R part = hb::parallel_reduce(
        lo, hi, id(),
        [&](R a, R b) {
            comb(a, b);
            return a;
        },
        [&](int64_t k) {
            R r = id();
            body(k, k + 1, r);
            return r;
        });
    comb(acc, part);
#endif
}
}  // namespace detail

// acc holds the starting values; partial results are combined in iteration order.
template <class R, class Body, class Id, class Comb>
inline void reduce_range(hb_site *site, int64_t lo, int64_t hi, R &acc, Body &body, Id &id, Comb &comb) {
    detail::reduce_range(std::integral_constant<bool, std::is_trivially_copyable<R>::value>(), site, lo, hi, acc,
                         body, id, comb);
}

template <class R, class Body, class Id, class Comb>
inline void reduce_range_from_identity(hb_site *site, int64_t lo, int64_t hi, R &acc, Body &body, Id &id,
                                       Comb &comb) {
    reduce_range(site, lo, hi, acc, body, id, comb);
}
#endif  // __cplusplus >= 201703L

// An array reduction's element type: the scalar under the variable's array or pointer type.
template <class X>
using array_elem = typename std::remove_cv<typename std::remove_all_extents<
    typename std::remove_pointer<typename std::decay<X>::type>::type>::type>::type;

// An array reduction's private copies, one per worker that runs part of the loop (the
// encountering worker's is the original): hbc_array_red_* in the shim library (hbc_array_red.c,
// docs/hbc.md, Array reductions). finish() combines them into the original; a loop left by
// an exception only frees them.
template <class E>
class array_red {
public:
    array_red(E *orig, int64_t n, hbc_array_fill_fn fill)
        : r_(hbc_array_red_begin(static_cast<void *>(orig), n, sizeof(E), fill)) {}
    array_red(const array_red &) = delete;
    array_red &operator=(const array_red &) = delete;
    ~array_red() {
        if (r_) hbc_array_red_end(r_, nullptr);
    }
    E *slot() { return static_cast<E *>(hbc_array_red_slot(r_)); }
    void finish(hbc_array_merge_fn merge) {
        hbc_array_red_end(r_, merge);
        r_ = nullptr;
    }

private:
    hbc_array_red *r_;
};

// task ... taskwait: both branches, possibly in parallel.
#if __cplusplus >= 201703L
// Returns both branches' values (hb::nothing for a void branch), as hb::fork2 does. Always
// inlined: one more ordinary inline level cuts g++'s inlining of a recursive function into
// itself (the suite's fib through hbc: 197 lines of object code, 372 with this).
template <class F, class G>
[[gnu::always_inline]] inline auto fork2(F &&f, G &&g) {
    return hb::fork2(f, g);  // inlined fast path
}
#else
template <class F, class G>
inline void fork2(F &&f, G &&g) {
    typedef typename std::remove_reference<F>::type FT;
    typedef typename std::remove_reference<G>::type GT;
    hb_fork2([](void *c) { (*static_cast<FT *>(c))(); }, static_cast<void *>(&f),
             [](void *c) { (*static_cast<GT *>(c))(); }, static_cast<void *>(&g));
}
#endif


// ---------------------------------------------------------------- tasks (hbc_tasks.h)
#if __cplusplus >= 201703L
// The current scope: the runtime's per-thread task context (public API only: a call each;
// the scope logic around them is inline).
inline hbc_scope_hdr *current_scope() { return hbc_current_scope(); }
inline void set_current_scope(hbc_scope_hdr *s) { hbc_make_current(s); }

// A scope of C++ code: an hb::task_group whose closures are the tasks themselves (no copy
// through bytes). C code spawns into it, and waits for it, through the header's pointers.
class task_scope : public hbc_scope_hdr {
public:
    // As hbc_scope_enter (hbc_tasks.c), inline.
    explicit task_scope(int kind) {
        void *w = hb_task_context();
        hbc_scope_hdr *o = hbc_scope_of(w);
        outer_word_ = w;
        outer = o;
        chained = kind == HBC_SCOPE_GROUP;
        cxx = 1;
        spawned = 0;
        task = kind == HBC_SCOPE_TASK;
        deps = nullptr;
        deps_ok = kind != HBC_SCOPE_FRESH;
        spawn = &spawn_bytes;
        wait = &wait_fn;
        if (kind == HBC_SCOPE_REGION) {
            active_ = true;
            hbc_icv_region_enter();
        } else if (kind == HBC_SCOPE_GROUP) active_ = o != nullptr && !hbc_scope_is_included(o);
        else active_ = !hbc_scope_is_included(o);
        if (active_) set_current_scope(this);
    }
    task_scope(const task_scope &) = delete;
    task_scope &operator=(const task_scope &) = delete;
    // Left by an exception: the previous scope is current again; g_'s destructor waits.
    ~task_scope() {
        if (deps) {  // its tasks may still end theirs: they finish before the table goes
            try {
                g_.wait();
            } catch (...) {  // (already leaving by an exception: this one is dropped)
            }
            hbc_deps_free(this);
        }
        if (active_) hb_set_task_context(outer_word_);
    }
    // The construct's end: waits for the scope's tasks; a task's scope hands its unstarted
    // ones to the C++ scope the task ran in where the runtime can (hbc_task_scope_close).
    void close() {
        if (!active_) return;
        if (deps) {  // its tasks' nodes live in its table: it waits for them all
            wait_tasks();
        } else if (task && outer && outer->cxx) {
            g_.hand_over(static_cast<task_scope *>(outer)->g_);
        } else {
            g_.wait();
        }
        active_ = false;
        hb_set_task_context(outer_word_);
    }
    void wait_tasks() {
        g_.wait();
        if (deps) hbc_deps_drain(this);
    }
    template <class F>
    void run(F &&f) {
        g_.run(std::forward<F>(f));
    }

private:
    static void spawn_bytes(hbc_scope_hdr *h, hbc_task_fn fn, const void *data, size_t size) {
        std::unique_ptr<unsigned char[]> copy(size ? new unsigned char[size] : nullptr);
        if (size) __builtin_memcpy(copy.get(), data, size);
        static_cast<task_scope *>(h)->g_.run([fn, c = std::move(copy)] { fn(c.get()); });
    }
    static void wait_fn(hbc_scope_hdr *h) { static_cast<task_scope *>(h)->g_.wait(); }
    hb::task_group g_;
    // The context word when the scope opened, put back as it was when it closes: while this
    // scope is current, nothing is spawned into `outer`, so its wait-due bit cannot have
    // become due (a taskgroup's taskwait may have cleared `outer->spawned`, which leaves
    // the bit set for nothing: the next taskwait then finds an empty group).
    void *outer_word_;
    bool active_;
};

// `task final(true)` (scope: hbc_final_scope) or no scope to defer into (hbc_included_scope):
// run now, with every task under it; under an included scope a task keeps that scope.
template <class F>
inline void included(F &f, hbc_scope_hdr *scope) {
    struct restore {
        hbc_scope_hdr *s;
        ~restore() { set_current_scope(s); }
    } r{current_scope()};
    set_current_scope(scope);
    f();
}
// taskwait (also the barrier of a worksharing construct): nothing to do unless a task was
// spawned into the current scope since the last wait, or the scope is a taskgroup's.
// The test is inline and the wait out of line, with no argument to compute at the call,
// so that a recursive function ending in a fork form stays small enough for g++ to inline
// into itself (BOTS-style fib: 40 size units against 34 without the taskwait, over the
// limit; with the scope read at the call it was not inlined into itself, and took 19
// instructions a call against hb::fork2's 12).
[[gnu::noinline, gnu::cold]] inline void taskwait_pending() {
    hbc_scope_hdr *s = current_scope();
    if (s->cxx && !s->chained) {
        static_cast<task_scope *>(s)->wait_tasks();
        s->spawned = 0;
        set_current_scope(s);
        return;
    }
    hbc_taskwait();
}
inline void taskwait() {
    if (hbc_wait_due()) taskwait_pending();
}

template <class F>
inline void task(F &&f);
template <class F>
inline void task_body(F &f);
// `task if(...) final(...)`: final true runs it (and everything under it) at once; if false
// runs it at once, its own children deferrable.
template <class F>
inline void task_ex(bool defer, bool final_, F &&f) {
    if (final_) included(f, &hbc_final_scope);
    else if (!defer) task_body(f);
    else task(std::forward<F>(f));
}

// A task's body in its own scope; at its end the children not yet started are handed over
// to the scope it ran in where the runtime can, else waited for (task_scope::close). Where a
// group made now could only run its tasks at once (no latent place left), the body makes
// none: hbc_at_once_scope is current while it runs, so its tasks run at once, in place. The
// scope's path is out of line: its frame (the group's 1.2 KiB arena) and its calls then
// stay out of a recursion that runs at once, which g++ may inline into itself.
template <class F>
[[gnu::noinline]] void task_body_scoped(F &f) {
    task_scope s(HBC_SCOPE_TASK);
    f();
    s.close();
}
template <class F>
inline void task_body(F &f) {
    if (!hb::task_group::defers_here()) {
        void *w = hb_task_context();
        if (!hbc_scope_is_included(hbc_scope_of(w))) {
            struct restore {
                void *w;
                ~restore() { hb_set_task_context(w); }
            } r{w};
            hb_set_task_context(&hbc_at_once_scope);
            f();
            return;
        }
    }
    task_body_scoped(f);
}

// `task`: f (a closure holding the task's firstprivate copies) deferred into the current scope;
// where none is current, run at once as an included task.
template <class F>
inline void task(F &&f) {
    using Fn = typename std::decay<F>::type;
    // (the word itself: hbc_at_once_scope's never carries the wait bit)
    if (hb_task_context() == &hbc_at_once_scope) {  // f holds the task's own copies already
        if (!hb::task_group::defers_here()) {
            f();  // its body makes no group either: the scope stays as it is (task_body)
            return;
        }
        // a move, so that f itself never has its address taken: on the path above its
        // captures stay in registers
        Fn own(std::forward<F>(f));
        task_body_scoped(own);
        return;
    }
    hbc_scope_hdr *cur = current_scope();
    if (!cur || hbc_scope_is_included(cur)) {
        included(f, cur ? cur : &hbc_included_scope);
        return;
    }
    hbc_note_spawn(cur);
    if (cur->cxx) {
        static_cast<task_scope *>(cur)->run([fn = Fn(std::forward<F>(f))]() mutable { task_body(fn); });
        return;
    }
    // a C scope (a translated C function's region or task called this code): the closure
    // travels as a pointer
    Fn *p = new Fn(std::forward<F>(f));
    cur->spawn(cur, [](void *d) {
        Fn *q = *static_cast<Fn **>(d);
        std::unique_ptr<Fn> own(q);
        task_body(*q);
    }, &p, sizeof p);
}

// `task depend(...)` (hbc_deps.c): deferred with its dependences kept. With no unfinished
// predecessor it is spawned as any task; with some it waits in the scope's table, on the
// heap, until the last one releases it. An exception may not leave such a task (it ends the
// program, as libgomp's does): it would leave its successors waiting.
// Inside the catch of an exception that left a task with depend: says so, then terminates
// (with the exception active, so the default handler names it).
[[noreturn]] inline void dep_task_threw() noexcept {
    std::fputs("hbc: an exception left a task with depend clauses; the program ends (docs/hbc-limits.md)\n", stderr);
    std::terminate();
}
template <class F>
inline void task_dep(const hbc_dep *deps, int n, F &&f) {
    using Fn = typename std::decay<F>::type;
    int waits = 0;
    hbc_dep_task *t = hbc_dep_register(deps, n, &waits);
    if (!t) {  // a scope that keeps no dependences: after its earlier siblings, in place
        hbc_scope_hdr *cur = current_scope();
        if (!cur || hbc_scope_is_included(cur)) included(f, cur ? cur : &hbc_included_scope);
        else task_body(f);
        return;
    }
    hbc_scope_hdr *cur = current_scope();
    if (!waits && cur->cxx) {
        static_cast<task_scope *>(cur)->run([t, fn = Fn(std::forward<F>(f))]() mutable noexcept {
            try {
                task_body(fn);
            } catch (...) {
                dep_task_threw();
            }
            hbc_dep_done(t);
        });
        return;
    }
    Fn *p = new Fn(std::forward<F>(f));
    if (hbc_dep_arm(t,
                    [](void *d) noexcept {
                        try {
                            task_body(*static_cast<Fn *>(d));
                        } catch (...) {
                            dep_task_threw();
                        }
                    },
                    p, [](void *d) noexcept { delete static_cast<Fn *>(d); }))
        hbc_dep_launch(t);
}

// `task if(false)`: undeferred, run now; its own children may be deferred.
template <class F>
inline void task_now(F &&f) {
    task_body(f);
}

#else
// Before C++17 (no hb::task_group): every task runs at once, in order, as an included task.
template <class F>
inline void included(F &f, bool final_ = false) {
    void *saved = hb_task_context();
    hbc_scope_hdr *cur = hbc_scope_of(saved);
    hb_set_task_context(final_ ? &hbc_final_scope : hbc_scope_is_included(cur) ? cur : &hbc_included_scope);
    f();
    hb_set_task_context(saved);
}
template <class F>
inline void task(F &&f) {
    included(f);
}
template <class F>
inline void task_now(F &&f) {
    included(f);
}
class task_scope {
public:
    explicit task_scope(int) {}
    void close() {}
};
inline void taskwait() { hbc_taskwait(); }
template <class F>
inline void task_ex(bool, bool final_, F &&f) {
    included(f, final_);
}
#endif

}  // namespace hbc_rt
