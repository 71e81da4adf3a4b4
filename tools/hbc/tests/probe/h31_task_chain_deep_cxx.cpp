// The C++ twin of h31_task_chain_deep.c: a linked list walked by a chain of tasks, each doing
// its node's work and creating a task for the next node (with a firstprivate std::string that
// travels with it), nobody waiting until the end; then the same chain inside a taskgroup in a
// task, where the statement after the taskgroup needs every link to have run. 200000 nodes.
// (The sequential reference recurses 200000 deep, hence the outputs below.)
// PROBE-OUTPUT: total=300700000
// PROBE-OUTPUT: group_total=99900000 after=99900000 links=200000
#include <cstdio>
#include <string>
#include <vector>

struct Node {
    long v;
    Node *next;
};

static long total, group_total, links;

static void walk(Node *p, std::string tag)
{
    if (!p) return;
    long w = p->v * 3 + 1 + static_cast<long>(tag.size());
#pragma omp atomic
    total += w;
#pragma omp task firstprivate(tag)
    walk(p->next, tag);
}

static void walk_group(Node *p)
{
    if (!p) return;
#pragma omp atomic
    group_total += p->v;
#pragma omp atomic
    links += 1;
#pragma omp task
    walk_group(p->next);
}

int main()
{
    const int n = 200000;
    std::vector<Node> nodes(n);
    for (int i = 0; i < n; i++) nodes[i] = Node{i % 1000, i + 1 < n ? &nodes[i + 1] : nullptr};
    long after = -1;
#pragma omp parallel
#pragma omp single
    {
        walk(&nodes[0], "link");
#pragma omp taskwait
#pragma omp task shared(after)
        {
#pragma omp taskgroup
            walk_group(&nodes[0]);
            after = group_total;  // the taskgroup waited for every link
        }
#pragma omp taskwait
    }
    std::printf("total=%ld\n", total);
    std::printf("group_total=%ld after=%ld links=%ld\n", group_total, after, links);
    return 0;
}
