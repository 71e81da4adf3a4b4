// Tree traversal with recursive tasks (C++): build a binary tree, sum it with tasks that
// write into the nodes, and a postorder pass with taskwait.
#include <cstdio>
#include <memory>

struct Node {
    long value;
    long subtotal = 0;
    std::unique_ptr<Node> left, right;
};

static std::unique_ptr<Node> build(int depth, long &next)
{
    auto n = std::make_unique<Node>();
    n->value = (next++ * 7) % 13;
    if (depth > 0) {
        n->left = build(depth - 1, next);
        n->right = build(depth - 1, next);
    }
    return n;
}

static long sum(Node *n)
{
    if (!n) return 0;
    long a = 0, b = 0;
#pragma omp task shared(a)
    a = sum(n->left.get());
#pragma omp task shared(b)
    b = sum(n->right.get());
#pragma omp taskwait
    n->subtotal = a + b + n->value;
    return n->subtotal;
}

static void scale(Node *n)
{
    if (!n) return;
    n->value *= 2;
#pragma omp task
    scale(n->left.get());
#pragma omp task
    scale(n->right.get());
}

int main()
{
    long next = 1;
    auto root = build(14, next);
    long total = 0;
#pragma omp parallel
#pragma omp single
    {
        total = sum(root.get());
#pragma omp taskgroup
        scale(root.get());
        total += sum(root.get());
    }
    std::printf("total=%ld root=%ld\n", total, root->subtotal);
    return 0;
}
