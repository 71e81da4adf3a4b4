/* Task reductions (OpenMP 5.0): `taskgroup task_reduction` with tasks taking part through
 * `in_reduction`, several operators and items in one clause, a task run in place (`if(0)`),
 * and a recursive tree sum where each level's taskgroup reduces its own local, with tasks
 * that recurse (each task's copy starts from the identity and is combined once). */
#include <stdio.h>
typedef struct node { int val; struct node *l, *r; } node;
static node pool[1 << 12];
long global_sum; /* a file-scope item */
static int used;
static node *build(int d) {
    if (d == 0) return 0;
    node *n = &pool[used++];
    n->val = used % 7;
    n->l = build(d - 1);
    n->r = build(d - 1);
    return n;
}
static long tree_sum(node *n) {
    long s = 0;
    if (!n) return 0;
#pragma omp taskgroup task_reduction(+: s)
    {
#pragma omp task in_reduction(+: s) firstprivate(n)
        s += n->val;
        if (n->l) {
#pragma omp task in_reduction(+: s) firstprivate(n)
            s += tree_sum(n->l);
        }
        if (n->r) {
#pragma omp task in_reduction(+: s) firstprivate(n)
            s += tree_sum(n->r);
        }
    }
    return s;
}
int main(void) {
    node *root = build(11);
    long sum = 0, prod = 1, mx = -1000;
    int all = 1;
    double ds = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp taskgroup task_reduction(+: sum, ds) task_reduction(max: mx) task_reduction(&&: all)
        {
            for (int i = 0; i < 1000; i++) {
#pragma omp task in_reduction(+: sum, ds) in_reduction(max: mx) in_reduction(&&: all) firstprivate(i)
                { sum += i; ds += 0.5; if (i * 3 % 1001 > mx) mx = i * 3 % 1001; all = all && (i >= 0); }
            }
#pragma omp task in_reduction(+: sum) if (0)
            sum += 1000000;
        }
#pragma omp taskgroup task_reduction(+: global_sum)
        for (int i = 0; i < 300; i++) {
#pragma omp task in_reduction(+: global_sum) firstprivate(i)
            global_sum += i % 11;
        }
#pragma omp taskgroup task_reduction(*: prod)
        for (int i = 1; i <= 10; i++) {
#pragma omp task in_reduction(*: prod) firstprivate(i)
            prod *= i;
        }
    }
    long ts;
#pragma omp parallel
#pragma omp single
    ts = tree_sum(root);
    printf("sum=%ld ds=%.1f mx=%ld all=%d prod=%ld tree=%ld global=%ld\n", sum, ds, mx, all, prod, ts, global_sum);
    return 0;
}
