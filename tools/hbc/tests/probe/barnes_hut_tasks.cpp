// Barnes-Hut N-body (2D quadtree, as in the BOTS/Lonestar codes) in C++: bodies in a
// std::vector of structs, the tree built top-down with `task`s per quadrant (cutoff by
// depth, `taskwait` before computing the node's centre of mass), node storage in
// std::vector<std::unique_ptr<Node>> per node, forces by a `parallel for
// schedule(dynamic, 16)` walking the tree recursively, a leapfrog update with a reduction of
// kinetic energy, and the build started from `single` inside a `parallel` region.
#include <cstdio>
#include <cmath>
#include <vector>
#include <memory>
#include <array>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

struct Body { double x, y, vx, vy, m, ax, ay; };

struct Node {
    double cx, cy, half;      // square centre and half width
    double mx = 0, my = 0, m = 0;
    int body = -1;            // leaf body, or -1
    int count = 0;
    std::array<std::unique_ptr<Node>, 4> kids;
    Node(double x, double y, double h) : cx(x), cy(y), half(h) {}
};

static const int NB = 2000;
static const double THETA = 0.5, EPS2 = 1e-4, DT = 1e-3;

static int quadrant(const Node &n, const Body &b) { return (b.x >= n.cx) + 2 * (b.y >= n.cy); }

static void build(Node *n, std::vector<int> idx, const std::vector<Body> &bs, int depth)
{
    n->count = (int)idx.size();
    if (idx.size() == 1 || depth > 30) {
        n->body = idx[0];
        for (int i : idx) {
            n->m += bs[i].m;
            n->mx += bs[i].m * bs[i].x;
            n->my += bs[i].m * bs[i].y;
        }
        return;
    }
    std::array<std::vector<int>, 4> parts;
    for (int i : idx) parts[quadrant(*n, bs[i])].push_back(i);
    for (int q = 0; q < 4; q++) {
        if (parts[q].empty()) continue;
        double h = n->half / 2;
        n->kids[q].reset(new Node(n->cx + (q & 1 ? h : -h), n->cy + (q & 2 ? h : -h), h));
        Node *kid = n->kids[q].get();
        std::vector<int> &mine = parts[q];
#pragma omp task firstprivate(kid) shared(mine, bs) if (depth < 4)
        build(kid, mine, bs, depth + 1);
    }
#pragma omp taskwait
    for (auto &k : n->kids)
        if (k) {
            n->m += k->m;
            n->mx += k->mx;
            n->my += k->my;
        }
}

static void force(const Node *n, Body &b, int self)
{
    if (!n || n->m == 0) return;
    double px = n->mx / n->m, py = n->my / n->m;
    double dx = px - b.x, dy = py - b.y;
    double d2 = dx * dx + dy * dy + EPS2;
    if (n->body >= 0 || (2 * n->half) * (2 * n->half) < THETA * THETA * d2) {
        if (n->body == self && n->count == 1) return;
        double inv = n->m / (d2 * std::sqrt(d2));
        b.ax += dx * inv;
        b.ay += dy * inv;
        return;
    }
    for (auto &k : n->kids) force(k.get(), b, self);
}

static int depth_of(const Node *n)
{
    if (!n) return 0;
    int d = 0;
    for (auto &k : n->kids) {
        int kd = depth_of(k.get());
        if (kd > d) d = kd;
    }
    return d + 1;
}

int main()
{
    double t0 = omp_get_wtime();
    std::vector<Body> bs(NB);
    unsigned s = 777;
    auto rnd = [&s]() { s = s * 1664525u + 1013904223u; return (s >> 8) / double(1 << 24); };
    for (auto &b : bs) {
        double r = 0.1 + 0.9 * rnd(), a = 6.283185307179586 * rnd();
        b.x = r * std::cos(a);
        b.y = r * std::sin(a);
        b.vx = -b.y * 0.3;
        b.vy = b.x * 0.3;
        b.m = 1.0 / NB;
    }
    double ke = 0;
    int depth = 0;
    for (int step = 0; step < 3; step++) {
        std::unique_ptr<Node> root(new Node(0, 0, 1.0));
        std::vector<int> all(NB);
        for (int i = 0; i < NB; i++) all[i] = i;
#pragma omp parallel
        {
#pragma omp single
            build(root.get(), all, bs, 0);
        }
        depth = depth_of(root.get());
#pragma omp parallel for schedule(dynamic, 16)
        for (int i = 0; i < NB; i++) {
            bs[i].ax = bs[i].ay = 0;
            force(root.get(), bs[i], i);
        }
        ke = 0;
#pragma omp parallel for reduction(+ : ke)
        for (int i = 0; i < NB; i++) {
            Body &b = bs[i];
            b.vx += DT * b.ax;
            b.vy += DT * b.ay;
            b.x += DT * b.vx;
            b.y += DT * b.vy;
            ke += 0.5 * b.m * (b.vx * b.vx + b.vy * b.vy);
        }
        std::printf("step %d mass %.6f ke %.6e depth %d\n", step, root->m, ke, depth);
    }
    double cmx = 0, cmy = 0;
    for (auto &b : bs) { cmx += b.m * b.x; cmy += b.m * b.y; }
    std::printf("com %.4e %.4e\n", cmx, cmy);
    return omp_get_wtime() - t0 < 0.0;
}
