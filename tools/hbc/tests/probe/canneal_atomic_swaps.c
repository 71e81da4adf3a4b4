/* PARSEC canneal-style annealer: netlist elements hold locations in a shared table that
   is swapped with `atomic capture` exchanges ({v = x; x = e;}); each temperature step swaps
   disjoint pairs (even with odd, shifted by a per-step hash) (so the result is schedule independent),
   accepts or undoes the swap by the routing cost delta, counts accepted/rejected moves
   with `atomic` updates, tracks the total cost with a reduction and the worst element
   with a hand-made max partial merged in `critical`; a helper computing routing cost is
   called inside loops and outside regions; file statics; timers not printed. */
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NELEM 4096
#define FANOUT 4
#define GRID 64
#define STEPS 24
#define ABS(x) ((x) < 0 ? -(x) : (x))

static int loc[NELEM];           /* element -> location (x * GRID + y) */
static int fanin[NELEM][FANOUT]; /* neighbours in the netlist */
static long accepted, rejected;
static double t_anneal;

static unsigned hash32(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return x;
}

static int dist(int a, int b)
{
    return ABS(a / GRID - b / GRID) + ABS(a % GRID - b % GRID);
}

/* routing cost of element e if it sat at location l */
static long elem_cost(int e, int l)
{
    long c = 0;
    for (int f = 0; f < FANOUT; f++) {
        int n = fanin[e][f];
        int ln;
#pragma omp atomic read
        ln = loc[n];
        c += dist(l, ln);
    }
    return c;
}

static long total_cost(void)
{
    long sum = 0;
#pragma omp parallel for reduction(+ : sum)
    for (int e = 0; e < NELEM; e++) sum += elem_cost(e, loc[e]);
    return sum;
}

static void build_netlist(void)
{
#pragma omp parallel for
    for (int e = 0; e < NELEM; e++) {
        loc[e] = (int)(hash32(e + 17u) % (GRID * GRID));
        for (int f = 0; f < FANOUT; f++) {
            int n = (int)(hash32(e * 31u + f) % NELEM);
            fanin[e][f] = n == e ? (e + 1) % NELEM : n;
        }
    }
    /* make locations a permutation */
    for (int e = 0; e < NELEM; e++) loc[e] = e;
}

/* one temperature step: elements are paired by a permutation of the step, pairs are disjoint;
   neighbours' locations are read with the previous step's values (snapshot) */
static void anneal_step(int step, const int *snap, long threshold)
{
    int half = NELEM / 2;
#pragma omp parallel for schedule(dynamic, 32)
    for (int p = 0; p < half; p++) {
        int a = 2 * p;                              /* even elements ... */
        int b = (a + 1 + 2 * (int)(hash32(step * 7919u) % half)) % NELEM; /* ... meet odd ones, one to one */
        (void)snap;
        int la, lb, old;
#pragma omp atomic read
        la = loc[a];
#pragma omp atomic read
        lb = loc[b];
        long before = 0, after = 0;
        for (int f = 0; f < FANOUT; f++) {
            before += dist(la, snap[fanin[a][f]]) + dist(lb, snap[fanin[b][f]]);
            after += dist(lb, snap[fanin[a][f]]) + dist(la, snap[fanin[b][f]]);
        }
        if (after - before < threshold) {
#pragma omp atomic capture
            { old = loc[a]; loc[a] = lb; }
#pragma omp atomic capture
            { old = loc[b]; loc[b] = la; }
#pragma omp atomic
            accepted++;
        } else {
#pragma omp atomic
            rejected++;
        }
    }
}

int main(void)
{
    static int snap[NELEM];
    build_netlist();
    long c0 = total_cost();
    /* a scrambled start: pair-swap deterministically */
    for (int e = 0; e + 1 < NELEM; e += 2) {
        if (hash32(e) & 1) { int t = loc[e]; loc[e] = loc[e + 1]; loc[e + 1] = t; }
    }
    for (int e = 0; e < NELEM; e++) loc[e] = (int)((loc[e] * 2654435761u) % (GRID * GRID));
    long c1 = total_cost();
    double t0 = omp_get_wtime();
    for (int step = 0; step < STEPS; step++) {
#pragma omp parallel for
        for (int e = 0; e < NELEM; e++) snap[e] = loc[e];
        anneal_step(step, snap, step < STEPS / 2 ? 4 : 0);
    }
    t_anneal = omp_get_wtime() - t0;
    long c2 = total_cost();
    /* worst element by cost, ties to the lowest index */
    long worst = -1;
    int worst_e = -1;
#pragma omp parallel
    {
        long my = -1;
        int my_e = -1;
#pragma omp for nowait
        for (int e = 0; e < NELEM; e++) {
            long c = elem_cost(e, loc[e]);
            if (c > my || (c == my && e < my_e)) { my = c; my_e = e; }
        }
#pragma omp critical
        if (my > worst || (my == worst && my_e < worst_e)) { worst = my; worst_e = my_e; }
    }
    long chk = 0;
    for (int e = 0; e < NELEM; e++) chk = (chk * 31 + loc[e]) % 1000000007L;
    printf("cost %ld %ld %ld accepted %ld rejected %ld\n", c0, c1, c2, accepted, rejected);
    printf("worst %ld at %d loc-hash %ld\n", worst, worst_e, chk);
    return t_anneal < 0.0;
}
