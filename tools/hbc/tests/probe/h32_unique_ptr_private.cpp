// private(std::unique_ptr<int[]>) reassigned per iteration, and per-iteration linked lists of
// unique_ptr moved into a shared vector (move-only types that need no copy).
// The original buf stays empty under OpenMP (g++ -fopenmp prints 0 at 1, 2, 4 threads):
// PROBE-OUTPUT: 9027000 3500 0
#include <cstdio>
#include <memory>
#include <vector>
struct Node { int v; std::unique_ptr<Node> next; };
int main()
{
    std::unique_ptr<int[]> buf;
    long s = 0;
#pragma omp parallel for private(buf) reduction(+ : s)
    for (int i = 0; i < 2000; ++i) {
        buf = std::make_unique<int[]>(i % 8 + 1);
        for (int k = 0; k <= i % 8; ++k) buf[k] = k + i;
        for (int k = 0; k <= i % 8; ++k) s += buf[k];
    }
    std::vector<std::unique_ptr<Node>> lists(500);
#pragma omp parallel for
    for (int i = 0; i < 500; ++i) {
        std::unique_ptr<Node> head;
        for (int k = 0; k < i % 5 + 1; ++k) head = std::unique_ptr<Node>(new Node{k, std::move(head)});
        lists[i] = std::move(head);
    }
    long t = 0;
    for (auto &l : lists) for (Node *n = l.get(); n; n = n->next.get()) t += n->v + 1;
    std::unique_ptr<int> last;
    std::printf("%ld %ld %d\n", s, t, buf ? 1 : 0);
}
