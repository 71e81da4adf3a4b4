// SPEC OMP kdtree-style code in C++: a KdTree class builds a 3-d tree over points by
// recursive median splits (std::nth_element), the two halves built in `task`s with an
// `if(depth < cutoff)` clause and a `taskwait`, started from a `single` in a `parallel`
// region; nodes live in a std::vector preallocated by subtree size so the layout does not
// depend on the schedule; range-count and nearest-neighbour queries run in a
// `parallel for schedule(dynamic, 8)` with a reduction of the counts, and the tree is
// verified against brute force for a subset of queries in another `parallel for`.
#include <cstdio>
#include <cmath>
#include <vector>
#include <array>
#include <algorithm>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime() { return 0.0; }
#endif

using Point = std::array<double, 3>;

class KdTree {
public:
    struct Node { int point, axis, left, right; };
    explicit KdTree(const std::vector<Point> &p) : pts(p), idx(p.size()), nodes(p.size())
    {
        for (size_t i = 0; i < idx.size(); i++) idx[i] = (int)i;
#pragma omp parallel
        {
#pragma omp single
            root = build(0, (int)idx.size(), 0, 0);
        }
    }
    int count_within(const Point &q, double r) const { return count(root, q, r * r); }
    int nearest(const Point &q) const
    {
        int best = -1;
        double bd = 1e300;
        nn(root, q, best, bd);
        return best;
    }
    int depth() const { return depth_of(root); }

private:
    const std::vector<Point> &pts;
    std::vector<int> idx;
    std::vector<Node> nodes;
    int root = -1;

    static double d2(const Point &a, const Point &b)
    {
        double s = 0;
        for (int k = 0; k < 3; k++) s += (a[k] - b[k]) * (a[k] - b[k]);
        return s;
    }

    // nodes of [lo, hi) occupy slots [slot, slot + hi - lo): the median at slot, the left
    // subtree next, then the right subtree
    int build(int lo, int hi, int depth, int slot)
    {
        if (lo >= hi) return -1;
        int axis = depth % 3, mid = lo + (hi - lo) / 2;
        std::nth_element(idx.begin() + lo, idx.begin() + mid, idx.begin() + hi, [&](int a, int b) {
            return pts[a][axis] < pts[b][axis] || (pts[a][axis] == pts[b][axis] && a < b);
        });
        nodes[slot].point = idx[mid];
        nodes[slot].axis = axis;
        int l = -1, r = -1;
#pragma omp task shared(l) if (depth < 6)
        l = build(lo, mid, depth + 1, slot + 1);
#pragma omp task shared(r) if (depth < 6)
        r = build(mid + 1, hi, depth + 1, slot + 1 + (mid - lo));
#pragma omp taskwait
        nodes[slot].left = l;
        nodes[slot].right = r;
        return slot;
    }

    int count(int n, const Point &q, double r2) const
    {
        if (n < 0) return 0;
        const Node &nd = nodes[n];
        int c = d2(pts[nd.point], q) <= r2;
        double diff = q[nd.axis] - pts[nd.point][nd.axis];
        if (diff <= 0 || diff * diff <= r2) c += count(nd.left, q, r2);
        if (diff >= 0 || diff * diff <= r2) c += count(nd.right, q, r2);
        return c;
    }

    void nn(int n, const Point &q, int &best, double &bd) const
    {
        if (n < 0) return;
        const Node &nd = nodes[n];
        double d = d2(pts[nd.point], q);
        if (d < bd || (d == bd && nd.point < best)) { bd = d; best = nd.point; }
        double diff = q[nd.axis] - pts[nd.point][nd.axis];
        int first = diff <= 0 ? nd.left : nd.right, second = diff <= 0 ? nd.right : nd.left;
        nn(first, q, best, bd);
        if (diff * diff <= bd) nn(second, q, best, bd);
    }

    int depth_of(int n) const { return n < 0 ? 0 : 1 + std::max(depth_of(nodes[n].left), depth_of(nodes[n].right)); }
};

int main()
{
    double t0 = omp_get_wtime();
    const int N = 20000, Q = 2000;
    std::vector<Point> pts(N), qs(Q);
    unsigned s = 8675309;
    auto u = [&s]() { s = s * 1664525u + 1013904223u; return (s >> 8) / 16777216.0; };
    for (auto &p : pts) p = {u(), u(), u() * 0.5};
    for (auto &q : qs) q = {u(), u(), u() * 0.5};
    KdTree tree(pts);
    long total = 0, nnsum = 0;
#pragma omp parallel for schedule(dynamic, 8) reduction(+ : total, nnsum)
    for (int i = 0; i < Q; i++) {
        total += tree.count_within(qs[i], 0.05);
        nnsum += tree.nearest(qs[i]);
    }
    int mismatches = 0;
#pragma omp parallel for reduction(+ : mismatches)
    for (int i = 0; i < Q; i += 20) {
        int c = 0, best = -1;
        double bd = 1e300;
        for (int j = 0; j < N; j++) {
            double d = 0;
            for (int k = 0; k < 3; k++) d += (pts[j][k] - qs[i][k]) * (pts[j][k] - qs[i][k]);
            c += d <= 0.05 * 0.05;
            if (d < bd) { bd = d; best = j; }
        }
        mismatches += (c != tree.count_within(qs[i], 0.05)) + (best != tree.nearest(qs[i]));
    }
    std::printf("depth %d in-range %ld nn-sum %ld mismatches %d\n", tree.depth(), total, nnsum, mismatches);
    return omp_get_wtime() - t0 < 0.0;
}
