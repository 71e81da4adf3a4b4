// Runs the C team checks of team_c.c (compiled as C: the shapes hbc's team mode emits).
#include "common.hpp"
#include <heartbeat/team.h>

extern "C" {
int hbc_team_loop_once(int64_t lo, int64_t n, int schedule, int64_t chunk, int flags);
int hbc_team_tid_partition(int64_t n);
int hbc_team_spin_barrier(int rounds);
int hbc_team_threadprivate_copyin(int64_t n);
int hbc_team_private_scratch(int64_t n);
}

TEST(TeamC, LoopInPlaceRunsEveryIterationOnceForEverySchedule) {
    hbt::Rng rng(hbt::test_salt());
    const int scheds[] = {HB_TEAM_STATIC, HB_TEAM_DYNAMIC, HB_TEAM_GUIDED};
    for (int rep = 0; rep < 60; ++rep) {
        const int64_t n = rng.uniform(0, 2000), lo = rng.uniform(-1000, 1000), chunk = rng.uniform(0, 9);
        const int s = scheds[rep % 3];
        const int flags = (rep / 3) % 2 ? HB_TEAM_NOWAIT : 0;
        ASSERT_EQ(hbc_team_loop_once(lo, n, s, chunk, flags), 0)
            << "lo=" << lo << " n=" << n << " schedule=" << s << " chunk=" << chunk << " flags=" << flags;
    }
    EXPECT_EQ(hbc_team_loop_once(INT64_MAX - 100, 100, HB_TEAM_DYNAMIC, 3, 0), 0);
}

TEST(TeamC, OrderedLoopInPlaceRunsOrderedBlocksInIterationOrder) {
    hbt::Rng rng(hbt::test_salt());
    const int scheds[] = {HB_TEAM_STATIC, HB_TEAM_DYNAMIC, HB_TEAM_GUIDED};
    for (int rep = 0; rep < 30; ++rep) {
        const int64_t n = rng.uniform(0, 500), chunk = rng.uniform(0, 5);
        ASSERT_EQ(hbc_team_loop_once(0, n, scheds[rep % 3], chunk, HB_TEAM_ORDERED), 0)
            << "n=" << n << " chunk=" << chunk;
    }
}

TEST(TeamC, ManualPartitionByMemberId) { EXPECT_EQ(hbc_team_tid_partition(hbt::scaled(100000, 1000)), 0); }

TEST(TeamC, HandMadeSpinBarrierNeedsConcurrentMembers) {
    EXPECT_EQ(hbc_team_spin_barrier(static_cast<int>(hbt::scaled(200, 20))), 0);
}

TEST(TeamC, ThreadprivateCopyinAndPerMemberCounts) {
    EXPECT_EQ(hbc_team_threadprivate_copyin(hbt::scaled(100000, 1000)), 0);
}

TEST(TeamC, RegionPrivateScratchIsPerMember) { EXPECT_EQ(hbc_team_private_scratch(hbt::scaled(20000, 500)), 0); }
