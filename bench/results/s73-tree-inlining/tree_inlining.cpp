// Why the suite's 1023-node tree sum reads ~3x sequential at one worker (session 73). One
// process times, per round, 65536 walks of a 10-level tree three ways: the plain recursion
// (inline, as the suite's templates are, so g++ inlines it into itself several levels deep),
// the same marked noinline (about what Rust's sequential walk costs), and hb::fork2 (run with
// HB_NUM_WORKERS=1, and HB_LATENT_FORKS=3, the default, or 1).
//   g++ -O3 -march=native -std=c++17 -I../../../include tree_inlining.cpp ../../../build/libheartbeat.a -lpthread
#include <heartbeat/heartbeat.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>

struct Node {
    int64_t value;
    Node *left = nullptr, *right = nullptr;
};
Node *build(int64_t &next, int d) {
    if (!d) return nullptr;
    auto *t = new Node{next++};
    t->left = build(next, d - 1);
    t->right = build(next, d - 1);
    return t;
}
inline int64_t walk_seq(const Node *t) {
    if (!t) return 0;
    int64_t l = walk_seq(t->left), r = walk_seq(t->right);
    return t->value + l + r;
}
__attribute__((noinline)) int64_t walk_noinline(const Node *t) {
    if (!t) return 0;
    int64_t l = walk_noinline(t->left), r = walk_noinline(t->right);
    return t->value + l + r;
}
inline int64_t walk_hb(const Node *t) {
    if (!t) return 0;
    auto [l, r] = hb::fork2([t] { return walk_hb(t->left); }, [t] { return walk_hb(t->right); });
    return t->value + l + r;
}
template <class F>
double ms(F f) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
int main() {
    int64_t next = 0;
    Node *root = build(next, 10);
    const int walks = 65536;
    std::printf("ms per %d walks: seq noinline hb\n", walks);
    for (int round = 0; round < 5; ++round) {
        int64_t s[3] = {};
        // each walk called directly in its own loop, as the suite's kernels do (through a
        // function pointer g++ inlines less of the plain recursion: 88 ms instead of 33)
#define WALKS(acc, walk)                                                                      \
    ms([&] {                                                                                  \
        for (int k = 0; k < walks; ++k) {                                                     \
            asm volatile("" : "+r"(root)); /* every walk is done */                           \
            acc += walk(root);                                                                \
        }                                                                                     \
    })
        double a = WALKS(s[0], walk_seq);
        double b = WALKS(s[1], walk_noinline);
        double c = WALKS(s[2], walk_hb);
        const bool ok = s[0] == s[1] && s[1] == s[2];
        std::printf("%.1f %.1f %.1f %s\n", a, b, c, ok ? "ok" : "MISMATCH");
        if (!ok) return 1;
    }
}
