// The per-loop hybrid's measured choice, driven with chosen timings (no clock): a static run
// that is slower than the site's heartbeat-path runs starts a backoff that doubles per
// consecutive loss up to a cap and resets after a win; idling alone is not a loss; a run
// of many static wins is interrupted by one heartbeat-path run that refreshes the yardstick;
// one loss that is all a late member's is forgiven, two in a row count.
#include <gtest/gtest.h>

#include "../src/hybrid.hpp"

namespace {

hb_site fresh() { return hb_site{}; }

}  // namespace

TEST(HybridRule, StaticRunFasterThanTheHeartbeatPathKeepsStatic) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 4000);
    for (int i = 0; i < 100; ++i) hb::rt::hybrid_note_static(&s, 1000);
    EXPECT_EQ(s.static_skip, 0);
    EXPECT_EQ(s.static_backoff, 0);
}

TEST(HybridRule, StaticRunWithinTheMarginIsNotALoss) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 1000);
    hb::rt::hybrid_note_static(&s, 1090);  // 9% slower: noise, not a loss
    EXPECT_EQ(s.static_skip, 0);
}

TEST(HybridRule, LossesBackOffDoublingUpToTheCapAndAWinResets) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 1000);
    int expected = 8;
    for (int loss = 0; loss < 12; ++loss) {
        hb::rt::hybrid_note_static(&s, 2000);
        EXPECT_EQ(s.static_skip, expected) << "after loss " << loss + 1;
        expected = expected * 2 > 1024 ? 1024 : expected * 2;
    }
    EXPECT_EQ(s.static_skip, 1024);
    hb::rt::hybrid_note_static(&s, 500);  // a win
    EXPECT_EQ(s.static_backoff, 0);
    hb::rt::hybrid_note_static(&s, 2000);  // the next loss starts from the first backoff again
    EXPECT_EQ(s.static_skip, 8);
}

TEST(HybridRule, WithoutAHeartbeatPathFigureNothingIsALoss) {
    hb_site s = fresh();
    hb::rt::hybrid_note_static(&s, 1'000'000);
    EXPECT_EQ(s.static_skip, 0);
}

TEST(HybridRule, TheHeartbeatPathFigureFollowsItsRuns) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 1000);
    hb::rt::hybrid_note_latent(&s, 3000);  // running average: 2000
    hb::rt::hybrid_note_static(&s, 2100);  // 5% slower than 2000: kept
    EXPECT_EQ(s.static_skip, 0);
    hb::rt::hybrid_note_static(&s, 2300);  // 15% slower: lost
    EXPECT_GT(s.static_skip, 0);
}

TEST(HybridRule, ManyStaticRunsInARowAskForOneHeartbeatPathRun) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 4000);
    int runs = 0;
    while (!hb::rt::hybrid_refresh_due(&s) && runs < 100000) {
        hb::rt::hybrid_note_static(&s, 1000);
        ++runs;
    }
    EXPECT_GE(runs, 64) << "refreshing too often costs the static path's gain";
    EXPECT_LE(runs, 1024) << "a stale yardstick can keep a losing static split for too long";
    hb::rt::hybrid_note_latent(&s, 4000);
    EXPECT_FALSE(hb::rt::hybrid_refresh_due(&s));
}

TEST(HybridRule, OneLossToALateMemberIsForgivenTwoInARowCount) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 1000);
    hb::rt::hybrid_note_static(&s, 2000, /*member_late=*/true);  // a hiccup: no backoff
    EXPECT_EQ(s.static_skip, 0);
    hb::rt::hybrid_note_static(&s, 500);  // a win clears it
    hb::rt::hybrid_note_static(&s, 2000, true);
    EXPECT_EQ(s.static_skip, 0) << "forgiven again after a win";
    hb::rt::hybrid_note_static(&s, 2000, true);  // late twice in a row: a real loss
    EXPECT_EQ(s.static_skip, 8);
}

TEST(HybridRule, ALossWithNoLateMemberIsNeverForgiven) {
    hb_site s = fresh();
    hb::rt::hybrid_note_latent(&s, 1000);
    hb::rt::hybrid_note_static(&s, 2000, false);  // the split itself cost too much
    EXPECT_EQ(s.static_skip, 8);
}
