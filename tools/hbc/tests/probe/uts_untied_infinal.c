/* UTS-style unbalanced tree search: each node's child count comes from a hash of its id;
   a task per child (`untied`, `if` deciding by depth, `final` deeper down, where the code
   also asks omp_in_final() to skip task creation), node counts returned through shared
   per-call variables joined by taskwait, the maximum depth kept with an atomic compare
   loop in a critical. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_in_final(void) { return 1; }
#endif
#define MAXKIDS 6
#define IF_DEPTH 3
#define FINAL_DEPTH 6

static int max_depth = 0;

static unsigned hash(unsigned long long id)
{
    id ^= id >> 33; id *= 0xff51afd7ed558ccdULL; id ^= id >> 33; id *= 0xc4ceb9fe1a85ec53ULL; id ^= id >> 33;
    return (unsigned)id;
}

static int nkids(unsigned long long id, int depth)
{
    if (depth >= 12) return 0;
    unsigned h = hash(id) % 100;
    if (depth < 2) return MAXKIDS;
    return h < 30 ? 0 : h < 60 ? 1 : h < 85 ? 2 : 4;
}

static long search(unsigned long long id, int depth)
{
    int k = nkids(id, depth);
    long counts[MAXKIDS];
    if (k == 0) {
#pragma omp critical(depth)
        if (depth > max_depth) max_depth = depth;
        return 1;
    }
    if (omp_in_final()) {
        long c = 1;
        for (int i = 0; i < k; i++) c += search(id * MAXKIDS + i + 1, depth + 1);
        return c;
    }
    for (int i = 0; i < k; i++) {
#pragma omp task untied if(depth < IF_DEPTH) final(depth >= FINAL_DEPTH) shared(counts) firstprivate(i)
        counts[i] = search(id * MAXKIDS + i + 1, depth + 1);
    }
#pragma omp taskwait
    long c = 1;
    for (int i = 0; i < k; i++) c += counts[i];
    return c;
}

int main(void)
{
    long nodes = 0;
#pragma omp parallel
#pragma omp single nowait
    nodes = search(1, 0);
    printf("nodes=%ld maxdepth=%d\n", nodes, max_depth);
    return 0;
}
