// Heartbeat detection by software polling, adaptive chunking and promotion.
//
// Fast paths count iterations down in hb_detail_tls.countdown; when it runs out they call
// hb_detail_poll, the single seam where a heartbeat is noticed. By default it reads the
// cycle counter; under a signal or ping mechanism (delivery.cpp) it reads a delivered-beat
// counter instead, and reads the clock only when a beat is taken.
#include <algorithm>

#include "heartbeat/heartbeat.h"
#include "runtime.hpp"

namespace hb::rt {

namespace {

constexpr int64_t kMaxChunk = int64_t{1} << 30;
// After shutdown: effectively never poll again; constructs run sequentially.
constexpr int64_t kNeverPoll = INT64_MAX / 4;

// HBC's adaptive chunking (§5.1): over a window of beats, take the fewest polls seen in
// one beat interval and scale the chunk so that this minimum meets the target.
void adapt_chunk(Runtime &rt, Worker *w, uint64_t missed) {
    const Config &c = rt.cfg;
    if (c.fixed_chunk > 0) {
        w->chunk = c.fixed_chunk;
        return;
    }
    if (missed > 0) {
        // Detected more than an interval late: the polls are too far apart whatever the
        // poll count says (with a target of 1 the window rule alone would never shrink).
        w->chunk = std::max<int64_t>(1, w->chunk / static_cast<int64_t>(2 * (missed + 1)));
        w->window_beats = 0;
        w->window_min_polls = INT64_MAX;
        return;
    }
    w->window_min_polls = std::min(w->window_min_polls, w->polls_since_beat);
    // Far off target (after a phase change, or at start with chunk 1): adapt now rather
    // than at the end of the window.
    const bool far_off = w->polls_since_beat > 16 * static_cast<int64_t>(c.poll_target);
    if (++w->window_beats < c.poll_window && !far_off) return;
    const double scaled = static_cast<double>(w->chunk) * static_cast<double>(w->window_min_polls) /
                          static_cast<double>(c.poll_target);
    w->chunk = std::clamp<int64_t>(static_cast<int64_t>(scaled), 1, kMaxChunk);
    w->window_beats = 0;
    w->window_min_polls = INT64_MAX;
}

// Adaptive chunking when beats are delivered (signal or flag): a poll only reads a counter,
// so the target is HB_SIGNAL_POLL_TARGET polls per nominal interval. Delivered beats come
// late or are skipped (a deliverer skips a worker that has not taken its last beat), so
// polls are counted per elapsed time, not per delivered beat: per delivered beat, the chunk
// would grow until beats stop. The window keeps the *highest* rate of its beats, because
// time when the thread or the deliverer was descheduled only lowers a rate (a loaded
// machine must not shrink the chunk to nothing). A late beat is the deliverer's lateness,
// not the polls', so it does not shrink the chunk either.
void adapt_chunk_delivered(Runtime &rt, Worker *w, uint64_t now, uint64_t beat) {
    const Config &c = rt.cfg;
    if (c.fixed_chunk > 0) {
        w->chunk = c.fixed_chunk;
        return;
    }
    const uint64_t since = now - (w->next_beat - beat);  // since the last beat or reset
    // An early beat (two deliveries close together) counts as half an interval at least.
    const double rate = static_cast<double>(w->polls_since_beat) * static_cast<double>(beat) /
                        std::max(static_cast<double>(since), static_cast<double>(beat) / 2);
    w->window_max_rate = std::max(w->window_max_rate, rate);
    const double target = c.signal_poll_target;
    if (++w->window_beats < c.poll_window && rate <= 16 * target) return;
    const double scaled = static_cast<double>(w->chunk) * w->window_max_rate / target;
    w->chunk = std::clamp<int64_t>(static_cast<int64_t>(scaled), 1, kMaxChunk);
    w->window_beats = 0;
    w->window_max_rate = 0;
}

// The frame a heartbeat promotes: the oldest with two or more iterations left
// (outer-loop-first), among those older than every serial section's fence (docs/protocol.md,
// "Promotion"); null when every frame is exhausted or hidden behind a fence. *level: its
// distance from the outermost frame of this stack.
hb_detail_frame *oldest_promotable(hb_detail_frame *top, int *level) {
    hb_detail_frame *pick = nullptr;
    int depth = 0, pick_depth = 0;
    for (hb_detail_frame *f = top; f; f = f->prev, ++depth)
        if (!f->promote) {
            pick = nullptr;  // a fence: the frames above it stay on this thread (hb_serial)
        } else if (hb_detail_frame_eligible(f)) {
            pick = f;
            pick_depth = depth;
        }
    *level = depth - 1 - pick_depth;
    return pick;
}

// Whether a frame was promoted.
bool promote_oldest(Worker *w) {
    int level = 0;
    hb_detail_frame *pick = oldest_promotable(hb_detail_tls.top, &level);
    if (!pick) return false;
    w->promoting_depth = w->base_depth + level;  // the depth push_task gives its tasks
    pick->promote(pick);
    w->promoting_depth = -1;
    w->stats.promotions[std::min(level, kLevels - 1)].add();
    return true;
}

void on_heartbeat(Runtime &rt, Worker *w, uint64_t now, bool forced, bool delivered) {
    const uint64_t beat = rt.beat_ticks.load(std::memory_order_relaxed);
    const uint64_t missed = !forced && now > w->next_beat && beat > 0 ? (now - w->next_beat) / beat : 0;
    w->stats.missed.add(missed);
    w->stats.beats.add();
    if (forced) {
        w->chunk = 1;
    } else if (delivered) {
        adapt_chunk_delivered(rt, w, now, beat);
    } else {
        adapt_chunk(rt, w, missed);
    }
    w->stats.chunk.set(static_cast<uint64_t>(w->chunk));
    w->polls_since_beat = 0;
    w->next_beat = now + beat;
    if (rt.cfg.stats.load(std::memory_order_relaxed)) {
        std::lock_guard<std::mutex> lk(w->stats.trace_mu);
        if (w->stats.chunk_trace.size() < (1u << 20)) w->stats.chunk_trace.push_back({now, w->chunk});
    }
    // With one worker nobody can take promoted work: a promotion would only cost, and would
    // split a reduction into partials whose float sum varies run to run (LightGBM's
    // num_threads=1 metrics, helper-75). Forced promotion still promotes (it tests the paths).
    if (forced || rt.cfg.num_workers.load(std::memory_order_relaxed) > 1) promote_oldest(w);
}

}  // namespace

void reset_beat(Runtime &rt, Worker *w, uint64_t now) {
    w->next_beat = now + rt.beat_ticks.load(std::memory_order_relaxed);
    w->polls_since_beat = 0;
    delivery_discard(w);  // a beat delivered during the gap is as stale as an overdue tick
}

}  // namespace hb::rt

using namespace hb::rt;

namespace {

// The worker that polls, attaching the thread at its first poll; null after shutdown, when
// neither loops nor forks poll again and constructs run sequentially.
Worker *polling_worker(hb_detail_hot &h) {
    Worker *w = current_worker();
    if (!w) w = attach_current_thread();
    if (w && !g_shut_down.load(std::memory_order_relaxed)) return w;
    h.countdown = kNeverPoll;
    h.fork_poll = &kNoRequest;
    hb_detail_update_gate(&h);
    return nullptr;
}

}  // namespace

// promote_oldest's search without the promotion (docs/protocol.md, "Small nested loops").
extern "C" int hb_detail_promotable_frame(hb_detail_frame *f) {
    int level;
    return oldest_promotable(f, &level) != nullptr;
}

extern "C" void hb_detail_poll(void) {
    hb_detail_hot &h = hb_detail_tls;
    ++h.polls;  // read by run_latent (docs/protocol.md, "Leaf and nested modes")
    Worker *w = polling_worker(h);
    if (!w) return;
    Runtime &rt = *g_runtime.load(std::memory_order_relaxed);
    ++w->polls_since_beat;
    w->stats.polls.add();
    const bool forced = rt.cfg.force.load(std::memory_order_relaxed);
    const bool after_gap = h.left_outermost != 0;
    h.left_outermost = 0;
    const int mech = rt.cfg.mechanism.load(std::memory_order_relaxed);
    const Pending p = mech == HB_MECHANISM_POLL && !w->has_timer ? Pending::use_clock
                                                                  : delivery_poll(rt, w, mech);
    if (p != Pending::use_clock) {
        // Signal or flag delivery: no clock read unless a beat is taken (or forced).
        if (forced || p == Pending::beat) {
            const uint64_t now = now_ticks();
            const uint64_t half = rt.beat_ticks.load(std::memory_order_relaxed) / 2;
            if (forced)
                on_heartbeat(rt, w, now, true, true);
            else if (after_gap && now >= w->next_beat)
                reset_beat(rt, w, now);
            else if (now + half >= w->next_beat)
                on_heartbeat(rt, w, now, false, true);
            // else: delivered less than half an interval after this worker's last beat (the
            // deliverer's phase is not the worker's, e.g. just after a reset): dropped, so a
            // worker takes at most about one beat per interval, as with the clock.
        }
        h.countdown = w->chunk;
        return;
    }
    const uint64_t now = now_ticks();
    if (after_gap && !forced && now >= w->next_beat) {
        // The beat fell due while the thread may have been outside any construct (see
        // hot.h): start a fresh interval rather than count missed beats and shrink the chunk.
        reset_beat(rt, w, now);
    } else if (forced || now >= w->next_beat) {
        on_heartbeat(rt, w, now, forced, false);
    }
    h.countdown = w->chunk;
}

// An idle worker asked for work (or promotion is forced, or the thread is not attached):
// promote the oldest latent frame. There always is one: the fork that polls has just linked
// its own frame. Requests are rate-limited by the requesters (request_work), not here, so
// that a request is answered at the very next fork and never needs re-checking.
extern "C" void hb_detail_fork_poll(void) {
    Worker *w = polling_worker(hb_detail_tls);
    if (!w) return;
    Runtime &rt = *g_runtime.load(std::memory_order_relaxed);
    w->stats.polls.add();
    if (rt.cfg.force.load(std::memory_order_relaxed)) {
        ++w->polls_since_beat;
        on_heartbeat(rt, w, now_ticks(), true, false);  // the request stays set
        return;
    }
    // (every caller has seen the flag set.) The exchange pairs with request_work_before_sleep's
    // RMW: a request left by a worker that has announced its sleep is cleared only by an
    // exchange ordered after that announcement, so the promotion's push below sees the
    // sleeper (protocol.md, "Work requests").
    if (!__atomic_exchange_n(&w->work_request, 0, __ATOMIC_SEQ_CST)) return;
    // Not a heartbeat: neither counted as one (heartbeats detected <= delivered under the
    // signal mechanisms) nor a poll for the loops' chunk adaptation.
    // Only a promotion answers a request: its push wakes a sleeper. Cleared unanswered, the
    // request would be lost once its requester slept (docs/protocol.md, "Work requests").
    if (promote_oldest(w)) return;
    // Frames behind a serial section's fence stay on this thread until it ends: the request
    // waits on the oldest fence (hb_serial_end sets it again), so that the section's forks
    // do not all poll. Otherwise it stays set for the next poll.
    hb_detail_frame *oldest_fence = nullptr;
    for (hb_detail_frame *f = hb_detail_tls.top; f; f = f->prev)
        if (!f->promote) oldest_fence = f;
    if (oldest_fence) {
        oldest_fence->hi = 1;
    } else {
        __atomic_store_n(&w->work_request, 1, __ATOMIC_RELAXED);
    }
}

extern "C" void hb_detail_serial_request(void) {
    Worker *w = current_worker();
    if (w && !g_shut_down.load(std::memory_order_relaxed)) __atomic_store_n(&w->work_request, 1, __ATOMIC_RELAXED);
}
