// C++ recursive tasks in the fork shape (task; code; task; taskwait) where the code between
// the tasks declares a variable used after the taskwait, and an early return sits between.
#include <cstdio>
#include <vector>

struct Node { int val; Node *l, *r; };

static long fib(int n)
{
    if (n < 2) return n;
    long x, y;
#pragma omp task shared(x)
    x = fib(n - 1);
    int m = n - 2;          // declared between the tasks, used after the taskwait
    long bias = m % 3;
#pragma omp task shared(y)
    y = fib(m);
#pragma omp taskwait
    return x + y + bias - bias + (m - (n - 2));
}

// search with an early exit between the two tasks
static int count_ge(Node *t, int k)
{
    if (!t) return 0;
    int a = 0, b = 0;
#pragma omp task shared(a)
    a = count_ge(t->l, k);
    if (t->val < k) {               // subtree right is all >= val? no: just prune the right side
#pragma omp taskwait
        return a;
    }
#pragma omp task shared(b)
    b = count_ge(t->r, k);
#pragma omp taskwait
    return a + b + 1;
}

static Node *build(std::vector<Node> &pool, int lo, int hi)
{
    if (lo > hi) return nullptr;
    int mid = (lo + hi) / 2;
    pool.push_back(Node{mid, nullptr, nullptr});
    Node *n = &pool.back();
    n->l = build(pool, lo, mid - 1);
    n->r = build(pool, mid + 1, hi);
    return n;
}

int main()
{
    std::vector<Node> pool;
    pool.reserve(5000);
    Node *root = build(pool, 0, 4094);
    long f = 0;
    int c = 0;
#pragma omp parallel
#pragma omp single
    {
        f = fib(22);
        c = count_ge(root, 1000);
    }
    std::printf("fib=%ld count=%d\n", f, c);
    return 0;
}
