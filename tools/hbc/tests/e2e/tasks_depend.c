/* Tasks with depend clauses, deferred with their dependences kept (hbc_deps.c): a random
 * graph of tasks over a few addresses, each checking that it runs after every task it must
 * follow and before every task that must follow it. Each address has a version: a task
 * that writes it expects the number of writers created before it and bumps it; a task that
 * reads it expects the same number. A missing dependence shows as a wrong version (and, under
 * TSan, as a race: the versions are plain ints); a spurious one cannot deadlock in OpenMP's
 * rules, so a hang is a failure too (the harness's timeout). Also: a nested graph in a task,
 * taskwait and taskgroup in the middle, items that are array sections and struct members, and
 * a wide graph over 3000 addresses (the table's probing, growth and deletion). */
#include <stdio.h>

#define NA 12
#define NT 3000
#define NW 3000 /* a wide graph: many addresses, so the table probes, grows and deletes */

static int version[NA];
static int wide[NW];
static struct { int x, y; } pair;
static int bad;

static void spin(unsigned n) {
    volatile unsigned k = 0;
    for (unsigned i = 0; i < n; i++) k += i;
}

static unsigned next(unsigned *s) {
    *s = *s * 1103515245u + 12345u;
    return (*s >> 8) & 0xffffff;
}

static void fail(void) {
#pragma omp atomic
    bad++;
}

static void check(int a, int expect, int writes) {
    if (version[a] != expect) fail();
    if (writes) version[a] = expect + 1;
}

/* A task that makes a chain of its own: children of the task, siblings of each other. */
static void nested_chain(int *acc, unsigned seed) {
    int local = 0;
    for (int i = 0; i < 20; i++) {
#pragma omp task depend(inout: local) firstprivate(i) shared(local)
        {
            spin(next(&seed) % 300);
            if (local != i) fail();
            local = i + 1;
        }
    }
#pragma omp taskwait
    *acc += local;
}

int main(void) {
    int nested_sum = 0;
    for (unsigned seed = 1; seed <= 3; seed++) {
        for (int a = 0; a < NA; a++) version[a] = 0;
        for (int w = 0; w < NW; w++) wide[w] = 0;
        pair.x = pair.y = 0;
#pragma omp parallel
#pragma omp single
        {
            unsigned s = seed;
            int writers[NA] = {0};
            int px = 0, py = 0, nested = 0;
            for (int t = 0; t < NT; t++) {
                int a = (int)(next(&s) % NA), b = (int)(next(&s) % NA);
                int ea = writers[a], eb = writers[b];
                unsigned work = next(&s) % 2000;
                switch (next(&s) % 9) {
                case 0:
                case 1:
#pragma omp task depend(in: version[a]) firstprivate(a, ea, work)
                    { spin(work); check(a, ea, 0); }
                    break;
                case 2:
#pragma omp task depend(out: version[a]) firstprivate(a, ea, work)
                    { spin(work); check(a, ea, 1); }
                    writers[a]++;
                    break;
                case 3:
#pragma omp task depend(inout: version[a]) firstprivate(a, ea, work)
                    { check(a, ea, 0); spin(work); check(a, ea, 1); }
                    writers[a]++;
                    break;
                case 4:
                    if (a == b) break;
#pragma omp task depend(in: version[a]) depend(out: version[b]) firstprivate(a, b, ea, eb, work)
                    { spin(work); check(a, ea, 0); check(b, eb, 1); }
                    writers[b]++;
                    break;
                case 5:
#pragma omp task depend(in: version[a], version[b]) firstprivate(a, b, ea, eb, work)
                    { check(a, ea, 0); check(b, eb, 0); spin(work); }
                    break;
                case 6: /* a section's address, and struct members */
#pragma omp task depend(inout: version[a:1]) depend(inout: pair.x) firstprivate(a, ea, px)
                    { check(a, ea, 1); if (pair.x != px) fail(); pair.x = px + 1; }
                    writers[a]++;
                    px++;
                    break;
                case 7:
                    if (t % 100 == 7) {
#pragma omp task depend(inout: pair.y) firstprivate(py, t) shared(nested)
                        { if (pair.y != py) fail(); pair.y = py + 1; nested_chain(&nested, (unsigned)t); }
                        py++;
                    }
                    break;
                default:
                    if (t % 500 == 8) {
#pragma omp taskwait
                    } else if (t % 500 == 250) {
#pragma omp taskgroup
                        {
#pragma omp task depend(inout: version[a]) firstprivate(a, ea)
                            check(a, ea, 1);
                            writers[a]++;
                        }
                    }
                    break;
                }
            }
            /* the wide graph: each address read or written a few times among many others */
            static int wide_writers[NW];
            for (int t = 0; t < 20000; t++) {
                int w = (int)(next(&s) % NW), ew = wide_writers[w];
                if (next(&s) % 3 == 0) {
#pragma omp task depend(inout: wide[w]) firstprivate(w, ew)
                    { if (wide[w] != ew) fail(); wide[w] = ew + 1; }
                    wide_writers[w]++;
                } else {
#pragma omp task depend(in: wide[w]) firstprivate(w, ew)
                    { if (wide[w] != ew) fail(); }
                }
            }
#pragma omp taskwait
            for (int w = 0; w < NW; w++) wide_writers[w] = 0;
            nested_sum += nested;
        }
    }
    int total = 0;
    for (int a = 0; a < NA; a++) total += version[a];
    for (int w = 0; w < NW; w++) total += wide[w];
    printf("bad=%d versions=%d pair=%d,%d nested=%d\n", bad, total, pair.x, pair.y, nested_sum);
    return bad != 0;
}
