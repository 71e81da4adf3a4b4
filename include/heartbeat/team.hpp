// Heartbeat teams, C++ API: P members run one region together with OpenMP's team
// constructs. Same semantics as the C API (<heartbeat/team.h>, which documents each call);
// this header adds exceptions, typed reductions and broadcasts.
//
//   hb::team_run([&] {
//       hb::team::for_each(0, n, [&](int64_t i) { y[i] = f(x[i]); }, {hb::team::schedule::dynamic, 64});
//       double s = hb::team::reduce(mine, std::plus<>{});      // in member order, on every member
//       hb::team::single([&] { log(s); });                      // one member, then a barrier
//   });
//
// Exceptions: the first exception in member order propagates from team_run once every
// member has stopped; the other members leave their region at their next team construct
// (barrier, worksharing loop chunk, single, reduction, ordered). The runtime and later
// teams are unaffected.
#pragma once
#ifndef HB_BUILDING_HEARTBEAT /* a user's -Wshadow and the like skip the library's inline code (README.md, "Install") */
#pragma GCC system_header
#endif

#include <cstdint>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

#include "heartbeat/heartbeat.hpp"
#include "heartbeat/team.h"

namespace hb {

namespace detail {
// Every member passes a pointer; after a barrier, returns the array of all members'
// pointers (index = member id). The caller must meet another barrier before the pointees die.
const void *const *team_gather(const void *mine);
}  // namespace detail

// Runs body() on every member of a new team of `size` members (0: one per worker; fewer
// when workers are taken, one when nested: see hb_team_run).
template <class F>
void team_run(F &&body, int size = 0) {
    using FT = std::remove_reference_t<F>;
    hb_team_run(size, [](void *c) { (*static_cast<FT *>(c))(); },
                const_cast<void *>(static_cast<const void *>(std::addressof(body))));
}

namespace team {

inline int id() { return hb_team_id(); }      // member id, 0 outside any team
inline int size() { return hb_team_size(); }  // team size, 1 outside any team
inline bool active() { return hb_team_active() != 0; }
inline void barrier() { hb_team_barrier(); }

// One member runs f; the others wait at a barrier after it unless nowait.
template <class F>
void single(F &&f, bool nowait = false) {
    if (hb_team_single_begin()) f();
    hb_team_single_end(nowait ? 1 : 0);
}

// One member runs f; every member returns its result (OpenMP's copyprivate).
template <class F>
auto single_broadcast(F &&f) -> std::decay_t<decltype(f())> {
    using T = std::decay_t<decltype(f())>;
    std::optional<T> v;
    if (hb_team_single_begin()) v.emplace(f());
    const void *const *all = detail::team_gather(v ? std::addressof(*v) : nullptr);
    const T *src = nullptr;
    for (int i = 0; i < size() && !src; ++i) src = static_cast<const T *>(all[i]);
    T out = *src;
    barrier();  // the executor's value stays alive until everyone copied it
    return out;
}

template <class F>
void master(F &&f) {
    if (hb_team_master()) f();
}

// One thread at a time per name, across all teams (nullptr: the unnamed section).
template <class F>
void critical(const char *name, F &&f) {
    hb_team_critical_begin(name);
    struct End {
        const char *n;
        ~End() { hb_team_critical_end(n); }
    } end{name};
    f();
}
template <class F>
void critical(F &&f) {
    critical(nullptr, std::forward<F>(f));
}

enum class schedule { static_ = HB_TEAM_STATIC, dynamic = HB_TEAM_DYNAMIC, guided = HB_TEAM_GUIDED };
struct loop_options {
    schedule sched = schedule::static_;
    int64_t chunk = 0;     // 0: the schedule's default
    bool nowait = false;   // no barrier at the end
    bool ordered = false;  // one iteration per call; team::ordered blocks run in order
};

// Worksharing loop: body(a, b) on the sub-ranges this member gets. Returns true on the
// member that ran iteration hi - 1 (lastprivate).
template <class Body>
bool for_range(int64_t lo, int64_t hi, Body &&body, loop_options o = {}) {
    using BT = std::remove_reference_t<Body>;
    const int flags = (o.nowait ? HB_TEAM_NOWAIT : 0) | (o.ordered ? HB_TEAM_ORDERED : 0);
    return hb_team_for(lo, hi, static_cast<int>(o.sched), o.chunk, flags,
                       [](void *c, int64_t a, int64_t b) { (*static_cast<BT *>(c))(a, b); },
                       const_cast<void *>(static_cast<const void *>(std::addressof(body)))) != 0;
}
template <class Body>
bool for_each(int64_t lo, int64_t hi, Body &&body, loop_options o = {}) {
    return for_range(lo, hi, [&](int64_t a, int64_t b) {
        for (int64_t i = a; i < b; ++i) body(i);
    }, o);
}

// Inside an ordered loop's body: f runs after the previous iterations' ordered blocks.
template <class F>
void ordered(F &&f) {
    hb_team_ordered_begin();
    struct End {
        ~End() { hb_team_ordered_end(); }
    } end;
    f();
}

// Every member gets mine_0 (op) mine_1 (op) ... in member order (non-commutative is fine).
template <class T, class Combine>
T reduce(const T &mine, Combine &&combine) {
    const void *const *all = detail::team_gather(std::addressof(mine));
    T r = *static_cast<const T *>(all[0]);
    for (int i = 1; i < size(); ++i) r = combine(std::move(r), *static_cast<const T *>(all[i]));
    barrier();  // every member has read every value
    return r;
}

}  // namespace team
}  // namespace hb
