/* A user-defined reduction on a struct {min, max, count, sum} with
   initializer(omp_priv = {INT_MAX, INT_MIN, 0, 0}), on a `parallel for` that also has a
   lastprivate variable and a built-in reduction, and on an orphaned `for` called from a
   region; the original's starting value takes part in the combine. */
#include <limits.h>
#include <stdio.h>
#define N 10007

typedef struct {
    int mn, mx;
    long cnt, sum;
} stats;

static void merge(stats *o, const stats *i)
{
    if (i->mn < o->mn) o->mn = i->mn;
    if (i->mx > o->mx) o->mx = i->mx;
    o->cnt += i->cnt;
    o->sum += i->sum;
}
#pragma omp declare reduction(st : stats : merge(&omp_out, &omp_in)) \
    initializer(omp_priv = {INT_MAX, INT_MIN, 0, 0})

static int v[N];

static stats gres;

static void orphan(void)
{
#pragma omp for reduction(st : gres)
    for (int i = 0; i < N; i += 3) {
        stats one = {v[i], v[i], 1, v[i]};
        merge(&gres, &one);
    }
}

int main(void)
{
    for (int i = 0; i < N; i++) v[i] = (int)((i * 7919L) % 20011) - 10000;
    stats s = {-20000, 0, 1, 0}; /* the original's min wins; its count adds 1 */
    int last = -1;
    long plain = 0;
#pragma omp parallel for reduction(st : s) lastprivate(last) reduction(+ : plain)
    for (int i = 0; i < N; i++) {
        stats one = {v[i], v[i], 1, v[i]};
        merge(&s, &one);
        last = v[i];
        plain += v[i] & 1;
    }
    printf("a mn=%d mx=%d cnt=%ld sum=%ld last=%d plain=%ld\n", s.mn, s.mx, s.cnt, s.sum, last, plain);
    stats t = {INT_MAX, INT_MIN, 0, 0};
    gres = t;
#pragma omp parallel
    orphan();
    printf("b mn=%d mx=%d cnt=%ld sum=%ld\n", gres.mn, gres.mx, gres.cnt, gres.sum);
    return 0;
}
