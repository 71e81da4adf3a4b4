// C++ forms of taskloop_aliased_items.c: a pointer made by a callee taking a reference
// (`alias(n)`), `std::addressof`, `std::ref`, an aggregate's reference member, a member
// function that keeps `this`, a constructor that keeps `this`; and an object whose copy constructor copies what it points to,
// whose task copy owns a buffer of its own (helper-120, session 74: each read the original,
// and the original's buffer said 42).
// EXPECT-OUTPUT: 42 42 42 42 42 42 bad=0 buffer=0
#include <cstdio>
#include <functional>
#include <memory>

static int *gp, *gq;
static std::reference_wrapper<int> *gr;
static int bad;
struct Agg { int &r; };
struct Keeper {
    int n = 1;
    static Keeper *last;
    void keep() { last = this; }
};
Keeper *Keeper::last;
struct Node {
    int n = 1;
    static Node *last;
    Node() { last = this; }
};
Node *Node::last;
struct Buf {
    int *p;
    Buf() : p(new int[1]()) {}
    Buf(const Buf &o) : p(new int[1]) { p[0] = o.p[0]; }
    ~Buf() { delete[] p; }
};
static void alias(int &x) { gp = &x; }

static void run() {
    int a = 1, b = 1, c = 1, d = 1;
    Keeper k;
    Node nd;
    Buf buf;
    alias(a);
    gq = std::addressof(b);
    auto rc = std::ref(c);
    gr = &rc;
    Agg ag{d};
    int *pd = &ag.r;
    k.keep();
#pragma omp taskloop
    for (int i = 0; i < 1; i++) {
        const int a0 = a, b0 = b, c0 = c, d0 = d, k0 = k.n, n0 = nd.n;
        *gp = 42;
        *gq = 42;
        gr->get() = 42;
        *pd = 42;
        Keeper::last->n = 42;
        Node::last->n = 42;
        if (a0 != a || b0 != b || c0 != c || d0 != d || k0 != k.n || n0 != nd.n) bad = 1;
        buf.p[0] = 42;
    }
    std::printf("%d %d %d %d %d %d bad=%d buffer=%d\n", a, b, c, d, k.n, nd.n, bad, buf.p[0]);
}

int main() {
#pragma omp parallel
#pragma omp single
    run();
}
