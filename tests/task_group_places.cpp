// hb::task_group's latent places (docs/protocol-tasks.md, "Task groups"): only the oldest groups on
// a thread's stack keep tasks latent; one made with no place left runs each task at once,
// and hb::task_group::defers_here() says which a group made at a given point would do.
#include <atomic>
#include <functional>
#include <stdexcept>
#include <vector>

#include "common.hpp"

// ---- Latent places (docs/protocol-tasks.md, "Task groups"): a linked group takes one of the
// thread's HB_LATENT_FORKS places; a group made with none left runs its tasks at once, as the
// sequential program would. White-box: these read latent_forks_left and fork_gate.
namespace {

// Nested groups: records, per nesting level, whether the task that nests ran before run()
// returned (at once) or later, in wait() (latent), and what defers_here() said just before
// the group was made. Each group's nesting task is its first, with an empty one after it, so
// the group keeps its place while the nesting task runs; with last_only, the nesting task is
// the group's only one, whose start gives the place back.
void nest_groups(int level, int depth, std::vector<int> &at_once, std::vector<int> *defers = nullptr,
                 bool last_only = false) {
    if (level == depth) return;
    if (defers) (*defers)[static_cast<size_t>(level)] = hb::task_group::defers_here() ? 1 : 0;
    hb::task_group tg;
    std::atomic<bool> ran{false};  // (forced: a thief may run the task while this reads it)
    tg.run([&] {
        ran.store(true, std::memory_order_relaxed);
        nest_groups(level + 1, depth, at_once, defers, last_only);
    });
    at_once[static_cast<size_t>(level)] = ran.load(std::memory_order_relaxed) ? 1 : 0;
    if (!last_only) tg.run([] {});
    tg.wait();
}

}  // namespace

TEST(TaskGroupLatentPlaces, OnlyTheOldestQuotaOfNestedGroupsLinkTheRestRunTasksAtOnce) {
    const int64_t k = hbt::quota_at_rest();
    if (hb::num_workers() != 1 || hbt::forced() || k > 64)
        GTEST_SKIP() << "exact placement needs one worker, no forced promotion and a finite quota";
    const int depth = static_cast<int>(k) + 4;
    std::vector<int> at_once(static_cast<size_t>(depth), -1);
    nest_groups(0, depth, at_once);
    for (int level = 0; level < depth; ++level)
        EXPECT_EQ(at_once[static_cast<size_t>(level)], level < k ? 0 : 1) << "level " << level << ", quota " << k;
    EXPECT_EQ(hb_detail_tls.latent_forks_left, k);
    EXPECT_TRUE(hbt::gate_consistent());
}

// A group whose latent run has started its last task gives its place back, as a fork2 does
// once its first branch ends: in a chain of one-task groups every level links (a tree walk's
// groups then reach as deep as the places allow along each path, not only along the first).
TEST(TaskGroupLatentPlaces, AGroupGivesItsPlaceBackWhenItsLastTaskStarts) {
    const int64_t k = hbt::quota_at_rest();
    if (hb::num_workers() != 1 || hbt::forced() || k > 64 || k == 0)
        GTEST_SKIP() << "exact placement needs one worker, no forced promotion and a finite, nonzero quota";
    const int depth = static_cast<int>(k) + 4;
    std::vector<int> at_once(static_cast<size_t>(depth), -1), defers(static_cast<size_t>(depth), -1);
    nest_groups(0, depth, at_once, &defers, true);
    for (int level = 0; level < depth; ++level) {
        EXPECT_EQ(at_once[static_cast<size_t>(level)], 0) << "level " << level << ", quota " << k;
        EXPECT_EQ(defers[static_cast<size_t>(level)], 1) << "level " << level;
    }
    EXPECT_EQ(hb_detail_tls.latent_forks_left, k);
    EXPECT_TRUE(hbt::gate_consistent());
}

// hbc makes no group for an OpenMP task body where defers_here() is false (hbc_rt.hpp,
// task_body): that is only right if such a group would have run every task at once.
TEST(TaskGroupLatentPlaces, DefersHereIsFalseExactlyWhereAGroupWouldRunItsTasksAtOnce) {
    const int64_t k = hbt::quota_at_rest();
    if (hb::num_workers() != 1 || hbt::forced() || k > 64)
        GTEST_SKIP() << "exact placement needs one worker, no forced promotion and a finite quota";
    const int depth = static_cast<int>(k) + 4;
    std::vector<int> at_once(static_cast<size_t>(depth), -1), defers(static_cast<size_t>(depth), -1);
    nest_groups(0, depth, at_once, &defers);
    for (int level = 0; level < depth; ++level)
        EXPECT_EQ(defers[static_cast<size_t>(level)], 1 - at_once[static_cast<size_t>(level)]) << "level " << level;
    EXPECT_EQ(hb_task_group_defers_here(), 1);  // back at the top: every place is free again
}

// Forced promotion keeps the gate open: every group may link, and defers_here() says so.
TEST(TaskGroupLatentPlaces, DefersHereIsTrueWhileTheGateIsForcedOpen) {
    if (!hbt::forced()) GTEST_SKIP() << "forced promotion only";
    std::vector<int> at_once(12, -1), defers(12, -1);
    nest_groups(0, 12, at_once, &defers);
    for (size_t level = 0; level < defers.size(); ++level) EXPECT_EQ(defers[level], 1) << "level " << level;
}

TEST(TaskGroupLatentPlaces, CountAndGateComeBackAfterGroupsForksPromotionsAndExceptions) {
    const int64_t k = hbt::quota_at_rest();
    hbt::Rng rng(23);
    for (int rep = 0; rep < (hbt::sanitized() ? 20 : 200); ++rep) {
        const int depth = static_cast<int>(rng.uniform(3, 7));
        const uint64_t salt = rng.next();
        std::atomic<int64_t> leaves{0};
        const bool throws = rep % 2 == 1;
        // A node is a group of up to 4 tasks or a fork, by its hash; a leaf throws once.
        std::function<void(int, uint64_t)> rec = [&](int d, uint64_t id) {
            if (!hbt::gate_consistent()) throw std::logic_error("fork gate out of step with latent_forks_left");
            if (d == 0) {
                if (leaves.fetch_add(1) == 5 && throws) throw std::runtime_error("leaf");
                return;
            }
            const uint64_t h = hbt::mix(id, salt);
            if (h % 3 == 0) {
                hb::fork2([&] { rec(d - 1, 2 * id); }, [&] { rec(d - 1, 2 * id + 1); });
            } else {
                hb::task_group tg;
                for (uint64_t c = 0, n = 1 + h % 4; c < n; ++c) tg.run([&rec, d, id, c] { rec(d - 1, 4 * id + c); });
                tg.wait();
            }
        };
        try {
            rec(depth, 1);
            EXPECT_FALSE(throws && leaves.load() > 5) << "the sixth leaf threw, yet nothing came back; rep " << rep;
        } catch (const std::runtime_error &) {
            EXPECT_TRUE(throws);
        }
        ASSERT_EQ(hb_detail_tls.latent_forks_left, k) << "rep " << rep << ", seed " << hbt::seed();
        ASSERT_TRUE(hbt::gate_consistent());
    }
}

// A group made where no latent place is left never links; a task that a loop body spawns
// into it runs at once on whichever worker runs that iteration, and its exception must still
// come back from wait() (the thread that claims the error slot marks the group as having work
// for wait(), docs/protocol-tasks.md, "Task groups": needs_wait).
TEST(TaskGroupLatentPlaces, ExceptionOfATaskSpawnedFromALoopIntoAnUnlinkedGroupComesBack) {
    const int64_t k = hbt::quota_at_rest();
    if (k > 64) GTEST_SKIP() << "needs a finite quota of latent places";
    const int64_t n = hbt::scaled(4000, 200);
    hbt::Rng rng(hbt::test_salt());
    for (int rep = 0; rep < 10; ++rep) {
        const int64_t bad = rng.uniform(0, n - 1);
        std::atomic<int64_t> ran{0};
        bool came_back = false;
        std::function<void(int64_t)> nest = [&](int64_t level) {
            hb::task_group holder;  // holds one place while its task runs in its wait()
            holder.run([&] {
                if (level + 1 < k) return nest(level + 1);
                hb::task_group g;  // no place left (unless forced promotion frames it)
                g.run([&] {
                    hb::parallel_for(0, n, [&](int64_t i) {
                        g.run([&, i] {
                            for (int s = 0; s < 100; ++s) asm volatile("");  // a little work per task
                            ran.fetch_add(1, std::memory_order_relaxed);
                            if (i == bad) throw std::runtime_error("spawned from a loop body");
                        });
                    });
                });
                try {
                    g.wait();
                } catch (const std::runtime_error &) {
                    came_back = true;
                }
            });
            holder.wait();
        };
        nest(0);
        EXPECT_TRUE(came_back) << "rep " << rep << ", bad " << bad;
        EXPECT_EQ(ran.load(), n);
    }
}
