/* Task clauses as real codes write them: `task if(0)` (undeferred), `if(task: depth < 3)`,
   `final(depth >= 4) mergeable` with omp_in_final() deciding the cut-off, `priority(n)`,
   `untied`, tasks created from inside `single nowait`, tasks creating tasks, a taskgroup
   around a recursive tree, and a taskwait inside a `for` loop over chunks. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_final(void) { return 0; }
#endif

typedef struct Node { int val; struct Node *left, *right; } Node;

static Node *build(int depth, int *next)
{
    if (depth == 0) return NULL;
    Node *n = malloc(sizeof *n);
    n->val = (*next)++;
    n->left = build(depth - 1, next);
    n->right = build(depth - 1, next);
    return n;
}

static long tree_sum(Node *n, int depth)
{
    if (!n) return 0;
    long a = 0, b = 0;
    if (omp_in_final() || depth >= 6) {
        return n->val + tree_sum(n->left, depth + 1) + tree_sum(n->right, depth + 1);
    }
#pragma omp task shared(a) final(depth >= 4) mergeable
    a = tree_sum(n->left, depth + 1);
#pragma omp task shared(b) final(depth >= 4) mergeable if(task: depth < 3)
    b = tree_sum(n->right, depth + 1);
#pragma omp taskwait
    return n->val + a + b;
}

static void visit_inc(Node *n, long *cnt)
{
    if (!n) return;
#pragma omp atomic
    (*cnt)++;
#pragma omp task untied priority(2)
    visit_inc(n->left, cnt);
#pragma omp task untied priority(1)
    visit_inc(n->right, cnt);
}

int main(void)
{
    int next = 1;
    Node *root = build(12, &next);
    long total = 0, visited = 0, chunked = 0, undeferred = 0;
    long part[64] = {0};
#pragma omp parallel
    {
#pragma omp single nowait
        {
            total = tree_sum(root, 0);
        }
#pragma omp single
        {
#pragma omp taskgroup
            {
#pragma omp task
                visit_inc(root, &visited);
            }
        }
#pragma omp single nowait
        for (int c = 0; c < 8; c++) {
            for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(c, k) shared(part) priority(k)
                {
                    long s = 0;
                    for (int i = 0; i < 1000; i++) s += (c * 8 + k) * i % 7;
                    part[c * 8 + k] = s;
                }
            }
#pragma omp taskwait
            long s = 0;
            for (int k = 0; k < 8; k++) s += part[c * 8 + k];
            chunked += s * (c + 1);
        }
#pragma omp master
        {
            for (int k = 0; k < 5; k++) {
                int v = k * k;
#pragma omp task if(0) firstprivate(v) shared(undeferred)
                undeferred += v;
            }
        }
    }
    printf("total=%ld visited=%ld chunked=%ld undeferred=%ld\n", total, visited, chunked, undeferred);
    return 0;
}
