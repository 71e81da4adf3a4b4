// A C++ bounding-volume hierarchy over points, built recursively with tasks: the build
// partitions a std::vector<int> of indices with std::nth_element on disjoint subranges,
// spawns `task` children with `if(count > cutoff)` and `shared` node pointers held in
// std::unique_ptr, and waits with `taskwait`; launched from `parallel` + `single`. Queries
// (nearest neighbour with pruning, range count) run in a `parallel for schedule(dynamic)`
// whose results go into std::vector by index; sums printed.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <memory>
#include <vector>

struct Pt { double x, y; };

struct Node {
    double lo[2], hi[2];
    int begin, end;
    std::unique_ptr<Node> left, right;
};

class BVH {
public:
    explicit BVH(const std::vector<Pt> &pts) : pts_(pts), idx_(pts.size())
    {
        for (size_t i = 0; i < idx_.size(); i++) idx_[i] = (int)i;
#pragma omp parallel
#pragma omp single
        root_ = build(0, (int)idx_.size(), 0);
    }

    int nearest(const Pt &q) const
    {
        int best = -1;
        double bd = std::numeric_limits<double>::max();
        search(root_.get(), q, best, bd);
        return best;
    }

    int range_count(const Pt &q, double r) const { return count(root_.get(), q, r * r); }
    int depth() const { return depth_of(root_.get()); }

private:
    std::unique_ptr<Node> build(int b, int e, int level)
    {
        auto n = std::make_unique<Node>();
        n->begin = b;
        n->end = e;
        n->lo[0] = n->lo[1] = std::numeric_limits<double>::max();
        n->hi[0] = n->hi[1] = -std::numeric_limits<double>::max();
        for (int k = b; k < e; k++) {
            const Pt &p = pts_[idx_[k]];
            n->lo[0] = std::min(n->lo[0], p.x); n->hi[0] = std::max(n->hi[0], p.x);
            n->lo[1] = std::min(n->lo[1], p.y); n->hi[1] = std::max(n->hi[1], p.y);
        }
        if (e - b <= 8) return n;
        int axis = (n->hi[0] - n->lo[0]) >= (n->hi[1] - n->lo[1]) ? 0 : 1;
        int mid = (b + e) / 2;
        const std::vector<Pt> &P = pts_;
        std::nth_element(idx_.begin() + b, idx_.begin() + mid, idx_.begin() + e, [&P, axis](int i, int j) {
            double a = axis ? P[i].y : P[i].x, c = axis ? P[j].y : P[j].x;
            return a < c || (a == c && i < j);
        });
        Node *raw = n.get();
#pragma omp task shared(raw) if (e - b > 2000)
        raw->left = build(b, mid, level + 1);
#pragma omp task shared(raw) if (e - b > 2000)
        raw->right = build(mid, e, level + 1);
#pragma omp taskwait
        return n;
    }

    static double box_dist2(const Node *n, const Pt &q)
    {
        double dx = q.x < n->lo[0] ? n->lo[0] - q.x : q.x > n->hi[0] ? q.x - n->hi[0] : 0;
        double dy = q.y < n->lo[1] ? n->lo[1] - q.y : q.y > n->hi[1] ? q.y - n->hi[1] : 0;
        return dx * dx + dy * dy;
    }

    void search(const Node *n, const Pt &q, int &best, double &bd) const
    {
        if (box_dist2(n, q) > bd) return;
        if (!n->left) {
            for (int k = n->begin; k < n->end; k++) {
                int i = idx_[k];
                double d = (pts_[i].x - q.x) * (pts_[i].x - q.x) + (pts_[i].y - q.y) * (pts_[i].y - q.y);
                if (d < bd || (d == bd && i < best)) { bd = d; best = i; }
            }
            return;
        }
        const Node *a = n->left.get(), *c = n->right.get();
        if (box_dist2(c, q) < box_dist2(a, q)) std::swap(a, c);
        search(a, q, best, bd);
        search(c, q, best, bd);
    }

    int count(const Node *n, const Pt &q, double r2) const
    {
        if (box_dist2(n, q) > r2) return 0;
        if (!n->left) {
            int c = 0;
            for (int k = n->begin; k < n->end; k++) {
                const Pt &p = pts_[idx_[k]];
                c += (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) <= r2;
            }
            return c;
        }
        return count(n->left.get(), q, r2) + count(n->right.get(), q, r2);
    }

    static int depth_of(const Node *n) { return n->left ? 1 + std::max(depth_of(n->left.get()), depth_of(n->right.get())) : 1; }

    const std::vector<Pt> &pts_;
    std::vector<int> idx_;
    std::unique_ptr<Node> root_;
};

int main()
{
    std::vector<Pt> pts(40000);
    unsigned s = 77;
    for (auto &p : pts) {
        s = s * 1664525u + 1013904223u;
        p.x = (s >> 8) / 16777216.0;
        s = s * 1664525u + 1013904223u;
        p.y = (s >> 8) / 16777216.0;
        p.y = p.y * p.y;
    }
    BVH tree(pts);
    const int nq = 6000;
    std::vector<int> nn(nq), rc(nq);
#pragma omp parallel for schedule(dynamic, 64)
    for (int i = 0; i < nq; i++) {
        Pt q{(i * 0.618034) - (long)(i * 0.618034), (i % 97) / 97.0};
        nn[i] = tree.nearest(q);
        rc[i] = tree.range_count(q, 0.02);
    }
    long nsum = 0, rsum = 0;
    for (int i = 0; i < nq; i++) { nsum += (long)nn[i] * (i % 7 + 1); rsum += rc[i]; }
    std::printf("depth=%d nn-sum=%ld range-sum=%ld nn[0]=%d nn[last]=%d\n", tree.depth(), nsum, rsum, nn[0], nn[nq - 1]);
    return 0;
}
