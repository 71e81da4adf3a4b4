// Test driver shared by every test binary: prints the seed and the runtime's mode on failure
// so that a failing run can be reproduced (HB_TEST_SEED=<seed> ./test --gtest_filter=...).
#include <cstdio>
#include <cstdlib>

#include "common.hpp"

namespace {

class SeedPrinter : public ::testing::EmptyTestEventListener {
    void OnTestEnd(const ::testing::TestInfo &info) override {
        if (!info.result()->Failed()) return;
        const char *w = std::getenv("HB_NUM_WORKERS");
        const char *f = std::getenv("HB_FORCE_PROMOTION");
        std::printf("[ hb-repro ] %s.%s failed: HB_TEST_SEED=%llu HB_NUM_WORKERS=%s HB_FORCE_PROMOTION=%s "
                    "HB_TEST_SCALE=%g (num_workers()=%d)\n",
                    info.test_suite_name(), info.name(), static_cast<unsigned long long>(hbt::seed()),
                    w ? w : "(unset)", f ? f : "(unset)", hbt::scale(), hb::num_workers());
        std::fflush(stdout);
    }
};

}  // namespace

// A test binary may define this to act as a child process (see lifecycle.cpp): when
// HB_TEST_CHILD is set, main returns its result without running any test.
extern "C" int hb_test_child_main(const char *role) __attribute__((weak));

int main(int argc, char **argv) {
    if (const char *role = std::getenv("HB_TEST_CHILD"))
        if (hb_test_child_main) return hb_test_child_main(role);
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::UnitTest::GetInstance()->listeners().Append(new SeedPrinter);
    (void)hbt::initial_workers();
    return RUN_ALL_TESTS();
}
