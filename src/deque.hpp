// Private: a worker's task deque. The owner pushes and pops at the back; thieves take from
// the front (the oldest, hence largest, promoted work). Operations happen only at
// promotions, joins and steals, a few per heartbeat, so a short lock is cheaper to reason
// about than a lock-free deque and costs nothing measurable (docs/protocol.md).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <sched.h>
#include <vector>

#include "clock.hpp"
#include "heartbeat/detail/task.hpp"

namespace hb::rt {

class SpinLock {
public:
    void lock() {
        for (int spins = 0;; ++spins) {
            if (!held_.exchange(true, std::memory_order_acquire)) return;
            while (held_.load(std::memory_order_relaxed)) {
                if (spins++ > 64) sched_yield();  // the holder may be descheduled
                else cpu_relax();
            }
        }
    }
    void unlock() { held_.store(false, std::memory_order_release); }

private:
    std::atomic<bool> held_{false};
};

class TaskDeque {
public:
    using Task = hb::detail::Task;

    // Room for 64 promoted tasks from the start: promotions nest about as deep as the
    // frames a heartbeat finds, so the vector rarely grows, and a run slowed down (a
    // sanitizer, a loaded machine: more beats per unit of work) does not allocate where a
    // fast one did not.
    TaskDeque() { items_.reserve(64); }

    void push(Task *t) {
        lock_.lock();
        items_.push_back(t);
        publish_size();
        lock_.unlock();
    }

    // Removes t if no thief has taken it yet. It is normally at the owner's end (joins happen
    // in reverse order of promotion: docs/protocol.md, "Joins"); the search down the deque
    // makes a join that breaks that order (a task group waited for inside a younger
    // construct) take its task back instead of waiting for a thief that may never come.
    bool pop_if(Task *t) {
        lock_.lock();
        bool ok = false;
        for (size_t i = items_.size(); i > head_; --i) {
            if (items_[i - 1] == t) {
                items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(i - 1));
                publish_size();
                ok = true;
                break;
            }
        }
        lock_.unlock();
        return ok;
    }

    // The oldest task of depth min_depth or deeper (docs/protocol.md, "Join depth"; depth is
    // written before the push, under this lock).
    // A task bound to a team goes only to a thief bound to that team (`team`).
    Task *steal(int32_t min_depth = 0, const void *team = nullptr) {
        if (size_.load(std::memory_order_relaxed) == 0) return nullptr;
        lock_.lock();
        Task *t = nullptr;
        for (size_t i = head_; i < items_.size(); ++i) {
            if (items_[i]->depth < min_depth || (items_[i]->team && items_[i]->team != team)) continue;
            t = items_[i];
            if (i == head_) {
                ++head_;
            } else {
                items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(i));
            }
            publish_size();
            break;
        }
        lock_.unlock();
        return t;
    }

    // Relaxed: callers that need ordering (the sleep protocol) fence around it.
    bool maybe_nonempty() const { return size_.load(std::memory_order_relaxed) != 0; }

private:
    void publish_size() {
        if (head_ == items_.size()) {
            items_.clear();
            head_ = 0;
        }
        size_.store(items_.size() - head_, std::memory_order_relaxed);
    }

    SpinLock lock_;
    std::vector<Task *> items_;  // guarded by lock_
    size_t head_ = 0;            // guarded by lock_; front of the live items
    std::atomic<size_t> size_{0};
};

}  // namespace hb::rt
