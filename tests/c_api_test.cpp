// Runs the C API checks of c_api.c (compiled as C) under GoogleTest.
#include "common.hpp"

extern "C" {
int hbc_for_each_once(int64_t lo, int64_t n);
int hbc_empty_and_negative_ranges(void);
int hbc_nested_for(int64_t n, int64_t m);
int hbc_reduce_struct(int64_t lo, int64_t n);
int hbc_reduce_from_initial_value(void);
int hbc_reduce_big_struct(int64_t n);
int hbc_nested_reduce(int64_t n);
int64_t hbc_fib(int n);
int hbc_fork2_with_loops(void);
int64_t hbc_task_tree(int depth, int fan);
int hbc_num_workers(void);
int hbc_stats_json(char *buf, size_t size, size_t *full);
}

TEST(CApi, ParallelForVisitsEachIterationOnce) {
    hbt::Rng rng(hbt::test_salt());
    EXPECT_EQ(hbc_for_each_once(0, hbt::scaled(1000000, 5000)), 0);
    EXPECT_EQ(hbc_for_each_once(INT64_MAX - 1000, 1000), 0);
    EXPECT_EQ(hbc_for_each_once(INT64_MIN, 1000), 0);
    for (int rep = 0; rep < 50; ++rep) {
        const int64_t n = rng.uniform(0, 3000), lo = rng.uniform(-100000, 100000);
        ASSERT_EQ(hbc_for_each_once(lo, n), 0) << "lo=" << lo << " n=" << n;
    }
}

TEST(CApi, EmptyAndNegativeRangesRunNothing) { EXPECT_EQ(hbc_empty_and_negative_ranges(), 0); }

TEST(CApi, NestedParallelFor) { EXPECT_EQ(hbc_nested_for(hbt::scaled(3000, 100), 200), 0); }

TEST(CApi, ReduceWithStructAccumulatorInOrder) {
    hbt::Rng rng(hbt::test_salt());
    EXPECT_EQ(hbc_reduce_struct(0, hbt::scaled(2000000, 10000)), 0);
    EXPECT_EQ(hbc_reduce_struct(INT64_MIN, 5000), 0);
    EXPECT_EQ(hbc_reduce_struct(INT64_MAX - 5000, 5000), 0);
    for (int rep = 0; rep < 50; ++rep) {
        const int64_t n = rng.uniform(0, 5000), lo = rng.uniform(-100000, 100000);
        ASSERT_EQ(hbc_reduce_struct(lo, n), 0) << "lo=" << lo << " n=" << n;
    }
}

TEST(CApi, ReduceStartsFromTheCallersValue) { EXPECT_EQ(hbc_reduce_from_initial_value(), 0); }

TEST(CApi, ReduceWithAccumulatorLargerThan64Bytes) {
    for (int64_t n : {int64_t{0}, int64_t{1}, int64_t{2}, int64_t{1000}, hbt::scaled(500000, 5000)})
        EXPECT_EQ(hbc_reduce_big_struct(n), 0) << "n=" << n;
}

TEST(CApi, NestedReductions) { EXPECT_EQ(hbc_nested_reduce(hbt::scaled(5000, 300)), 0); }

TEST(CApi, Fork2FibIsExact) {
    EXPECT_EQ(hbc_fib(0), 0);
    EXPECT_EQ(hbc_fib(1), 1);
    EXPECT_EQ(hbc_fib(hbt::sanitized() ? 20 : 25), hbt::sanitized() ? 6765 : 75025);
}

TEST(CApi, Fork2WithLoopsInBranches) { EXPECT_EQ(hbc_fork2_with_loops(), 0); }

TEST(CApi, NumWorkersAndStatsJson) {
    EXPECT_GE(hbc_num_workers(), 1);
    EXPECT_EQ(hbc_num_workers(), hb::num_workers());
    char big[1 << 16];
    size_t full = 0;
    ASSERT_EQ(hbc_stats_json(big, sizeof big, &full), 0);
    ASSERT_GT(full, 2u);
    if (full < sizeof big) {
        EXPECT_EQ(std::strlen(big), full);
        EXPECT_NO_THROW(hbt::parse_json(big)) << big;
    }
    char small[16];
    std::memset(small, 'x', sizeof small);
    size_t full2 = 0;
    ASSERT_EQ(hbc_stats_json(small, sizeof small, &full2), 0);
    EXPECT_EQ(std::strlen(small), sizeof small - 1) << "truncated output must be NUL-terminated";
    EXPECT_EQ(small[0], '{');
}

TEST(CApi, TaskGroupRunsEveryTaskWithItsOwnCopyOfItsArguments) {
    const int depth = hbt::forced() || hbt::sanitized() ? 5 : 7;
    for (int fan : {1, 3, 5}) {
        int64_t want = 0, level = 1;
        for (int d = 0; d <= depth; ++d, level *= fan) want += level;
        EXPECT_EQ(hbc_task_tree(depth, fan), want) << "fan " << fan;
    }
}
