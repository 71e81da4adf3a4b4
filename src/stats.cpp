// Statistics: per-worker counters, reported as JSON (docs/tunables.md lists the fields).
#include <cstdio>
#include <cstring>
#include <string>

#include "heartbeat/heartbeat.hpp"
#include "runtime.hpp"

using namespace hb::rt;

namespace {

// Appends the formatted text whatever its length (a fixed buffer once cut a worker's record
// short and broke the JSON).
void append(std::string &s, const char *fmt, auto... args) {
    const int len = std::snprintf(nullptr, 0, fmt, args...);
    if (len <= 0) return;
    const size_t at = s.size();
    s.resize(at + static_cast<size_t>(len) + 1);
    std::snprintf(s.data() + at, static_cast<size_t>(len) + 1, fmt, args...);
    s.resize(at + static_cast<size_t>(len));
}

}  // namespace

std::string hb::stats_json() {
    Runtime &rt = runtime();
    const int n = rt.num_slots.load(std::memory_order_acquire);
    const double tpu = rt.ticks_per_us;
    uint64_t tot_polls = 0, tot_beats = 0, tot_missed = 0, tot_spawned = 0, tot_stolen = 0;
    double tot_idle_us = 0;
    uint64_t levels[kLevels] = {};
    std::string workers = "[";
    std::string trace = "[";
    const uint64_t epoch = rt.stats_epoch.load(std::memory_order_acquire);
    uint64_t tot_static_forks = 0, tot_static_pieces = 0, tot_static_taken_back = 0;
    for (int i = 0; i < n; ++i) {
        WorkerStats &s = rt.slots[i]->stats;
        // A reset its owner has not applied yet: report zeros (stats_epoch_seen is owner-written;
        // a relaxed read is enough for a hint that only masks numbers).
        if (__atomic_load_n(&rt.slots[i]->stats_epoch_seen, __ATOMIC_RELAXED) != epoch) {
            append(workers, "%s{\"worker\": %d, \"polls\": 0, \"heartbeats_detected\": 0, "
                   "\"heartbeats_missed\": 0, \"promotions\": 0, \"tasks_spawned\": 0, \"tasks_stolen\": 0, "
                   "\"idle_us\": 0.0, \"chunk\": %lld, \"static_forks\": 0, \"static_pieces\": 0, \"static_taken_back\": 0}",
                   i ? ", " : "", i, (long long)s.chunk.get());
            continue;
        }
        tot_static_forks += s.static_forks.get(), tot_static_pieces += s.static_pieces.get();
        tot_static_taken_back += s.static_taken_back.get();
        const uint64_t polls = s.polls.get(), beats = s.beats.get(), missed = s.missed.get();
        const uint64_t spawned = s.spawned.get(), stolen = s.stolen.get();
        const double idle_us = static_cast<double>(s.idle_ticks.get()) / tpu;
        tot_polls += polls, tot_beats += beats, tot_missed += missed;
        tot_spawned += spawned, tot_stolen += stolen, tot_idle_us += idle_us;
        uint64_t promos = 0;
        for (int l = 0; l < kLevels; ++l) levels[l] += s.promotions[l].get(), promos += s.promotions[l].get();
        append(workers,
               "%s{\"worker\": %d, \"polls\": %llu, \"heartbeats_detected\": %llu, "
               "\"heartbeats_missed\": %llu, \"promotions\": %llu, \"tasks_spawned\": %llu, "
               "\"tasks_stolen\": %llu, \"idle_us\": %.1f, \"chunk\": %lld, \"static_forks\": %llu, "
               "\"static_pieces\": %llu, \"static_taken_back\": %llu}",
               i ? ", " : "", i, (unsigned long long)polls, (unsigned long long)beats,
               (unsigned long long)missed, (unsigned long long)promos, (unsigned long long)spawned,
               (unsigned long long)stolen, idle_us, (long long)s.chunk.get(),
               (unsigned long long)s.static_forks.get(), (unsigned long long)s.static_pieces.get(),
               (unsigned long long)s.static_taken_back.get());
        std::lock_guard<std::mutex> lk(s.trace_mu);
        for (const ChunkSample &c : s.chunk_trace) {
            const double t_us = c.tick > rt.start_tick ? static_cast<double>(c.tick - rt.start_tick) / tpu : 0.0;
            append(trace, "%s[%d, %.1f, %lld]", trace.size() > 1 ? ", " : "", i, t_us, (long long)c.chunk);
        }
    }
    workers += "]";
    trace += "]";
    std::string levels_js = "[";
    for (int l = 0; l < kLevels; ++l) append(levels_js, "%s%llu", l ? ", " : "", (unsigned long long)levels[l]);
    levels_js += "]";
    const uint64_t due = tot_beats + tot_missed;
    std::string js = "{";
    append(js, "\"num_workers\": %d, \"heartbeat_us\": %d, ", rt.cfg.num_workers.load(),
           rt.cfg.heartbeat_us.load());
    append(js, "\"polls\": %llu, \"heartbeats_due\": %llu, \"heartbeats_detected\": %llu, ",
           (unsigned long long)tot_polls, (unsigned long long)due, (unsigned long long)tot_beats);
    append(js, "\"detection_rate\": %.4f, ", due ? static_cast<double>(tot_beats) / static_cast<double>(due) : 1.0);
    js += delivery_stats_json(rt);
    append(js, "\"tasks_spawned\": %llu, \"tasks_stolen\": %llu, \"idle_us\": %.1f, ",
           (unsigned long long)tot_spawned, (unsigned long long)tot_stolen, tot_idle_us);
    append(js, "\"static_forks\": %llu, \"static_pieces\": %llu, \"static_taken_back\": %llu, ",
           (unsigned long long)tot_static_forks, (unsigned long long)tot_static_pieces,
           (unsigned long long)tot_static_taken_back);
    append(js, "\"spin_off_windows\": %llu, ", (unsigned long long)rt.spin_off_count.load(std::memory_order_relaxed));
    js += "\"promotions_by_level\": " + levels_js + ", \"workers\": " + workers +
          ", \"chunk_trace\": " + trace + "}";
    return js;
}

extern "C" void hb_stats_enable(int on) { runtime().cfg.stats.store(on != 0); }

// The counters are written only by their owner (docs/protocol.md), so a reset is a request:
// hb_stats_reset bumps the epoch, each owner zeroes its own counters when it next polls its
// idle loop, enters an outermost loop or resets itself here; until then the reporter shows
// that worker's counters as zero.
bool hb::rt::apply_stats_reset(Runtime &rt, Worker *w) {
    const uint64_t epoch = rt.stats_epoch.load(std::memory_order_acquire);
    if (HB_DETAIL_LIKELY(epoch == w->stats_epoch_seen)) return false;
    WorkerStats &s = w->stats;
    for (Counter *c : {&s.polls, &s.beats, &s.missed, &s.spawned, &s.stolen, &s.idle_ticks, &s.static_forks,
                       &s.static_pieces})
        c->reset();
    for (Counter &c : s.promotions) c.reset();
    {
        std::lock_guard<std::mutex> lk(s.trace_mu);
        s.chunk_trace.clear();
    }
    __atomic_store_n(&w->stats_epoch_seen, epoch, __ATOMIC_RELAXED);
    return true;
}

extern "C" void hb_stats_reset(void) {
    Runtime &rt = runtime();
    rt.stats_reset_at.store(now_ticks(), std::memory_order_relaxed);  // published by the bump's release
    rt.stats_epoch.fetch_add(1, std::memory_order_acq_rel);
    if (Worker *w = current_worker()) apply_stats_reset(rt, w);
    delivery_stats_reset(rt);  // delivered_base is the resetter's to write (delivery.cpp)
    rt.spin_off_count.store(0, std::memory_order_relaxed);
}

extern "C" size_t hb_stats_json(char *buf, size_t size) {
    const std::string js = hb::stats_json();
    if (buf && size) {
        const size_t k = js.size() < size - 1 ? js.size() : size - 1;
        std::memcpy(buf, js.data(), k);
        buf[k] = '\0';
    }
    return js.size();
}
