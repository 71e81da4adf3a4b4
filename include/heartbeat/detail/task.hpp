// Private: tasks, the unit the runtime's deques hold, and the hooks templates call.
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <atomic>
#include <cstdint>
#include <exception>
#include <new>
#include <type_traits>
#include <utility>

#include "heartbeat/detail/hot.h"

#if defined(__GNUC__) || defined(__clang__)
#define HB_DETAIL_NOINLINE __attribute__((noinline))
#define HB_DETAIL_ALWAYS_INLINE __attribute__((always_inline))
#define HB_DETAIL_LIKELY(x) __builtin_expect(!!(x), 1)
#define HB_DETAIL_UNLIKELY(x) __builtin_expect(!!(x), 0)
#endif

// Under -fno-exceptions nothing can be thrown through the library, so its handlers compile
// to dead branches (a C++ OpenMP file built by hbc++ -fno-exceptions: session 72, helper-115).
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
#define HB_DETAIL_TRY try
#define HB_DETAIL_CATCH_ALL catch (...)
#define HB_DETAIL_RETHROW throw
#define HB_DETAIL_THROW(e) throw e
#else
#define HB_DETAIL_TRY if (true)
#define HB_DETAIL_CATCH_ALL else
#define HB_DETAIL_RETHROW __builtin_trap()
#define HB_DETAIL_THROW(e) __builtin_trap()
#endif

namespace hb {

// What a void branch of fork2 (or a parallel_for's "accumulator") yields.
struct nothing {};

namespace detail {

// States of Task::state. A task that its owner pops back never leaves kPending.
enum : uint32_t {
    kPending = 0,  // on a deque, or being run by a thief
    kWaited = 1,   // stolen and its owner is about to sleep until it is done
    kDone = 2,     // run by a thief; result and error are published
};

// A piece of promoted work. It lives inside the frame that promoted it (never on the
// heap), and that frame joins it before returning, so the storage outlives the task.
struct Task {
    void (*run)(Task *);  // runs the work, storing the result or exception in the task
    std::atomic<bool> *cancel;  // set when the construct failed: skip the work
    void *owner = nullptr;            // the worker that pushed it; set by push_task
    std::atomic<uint32_t> state{kPending};
    std::exception_ptr error;
    // The nesting depth of the frame that promoted it (docs/protocol.md, "Join depth"): set
    // by push_task on the promoting owner, before the deque publishes the task.
    int32_t depth = 0;
    // A loop's range, which a thief runs as a frame of the same depth (not code nested in it).
    bool same_level = false;
    // The team whose member promoted it while that member's OpenMP tasks were bound to the
    // team (hb_team_set_tasks), else null: set by push_task; only a thread bound to the same
    // team may steal it (docs/protocol-teams.md, "Teams").
    const void *team = nullptr;

    Task(void (*r)(Task *), std::atomic<bool> *c) : run(r), cancel(c) {}
    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

// Runtime hooks (src/scheduler.cpp).
void push_task(Task *t);  // onto this worker's deque; wakes a sleeping worker if any
bool pop_task(Task *t);   // true if t was still in this worker's deque (no thief took it)
void wait_task(Task *t);  // until a thief has finished t, helping with other work meanwhile

template <class F>
using value_t = std::conditional_t<std::is_void_v<std::invoke_result_t<F &>>, nothing,
                                   std::invoke_result_t<F &>>;

// Calls f, mapping a void result to nothing.
template <class F>
inline value_t<F> call_value(F &f) {
    if constexpr (std::is_void_v<std::invoke_result_t<F &>>) {
        f();
        return nothing{};
    } else {
        return f();
    }
}

// Raw storage for an object constructed only if a promotion happens: the sequential path
// never pays for constructing it.
template <class T>
struct Deferred {
    alignas(T) unsigned char bytes[sizeof(T)];
    T *get() { return std::launder(reinterpret_cast<T *>(bytes)); }
    template <class... A>
    T *make(A &&...a) { return new (bytes) T(std::forward<A>(a)...); }
    void destroy() { get()->~T(); }
};

}  // namespace detail
}  // namespace hb
