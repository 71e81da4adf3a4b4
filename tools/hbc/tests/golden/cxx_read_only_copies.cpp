// A C++ loop body copies, as each range starts, the scalars of its function that it only
// reads: helper-99's BEAGLE codon loop (pointers read through the lambda's captures, spilled
// by g++ in the outlined chunk) ran 1.9x the sequential time without them. A variable whose
// address is taken, that a reference is bound to, that a lambda or an OpenMP construct
// writes, or that the loop writes is not copied: something could change it behind the copy.
// Nor is one that a task or a lambda in the loop uses: it may run after the range's copy is
// gone (a task sees the shared original).
// FLAGS: -std=c++11 -Wall -Wextra -Wshadow -Werror
// EXPECT-TRANSLATION: decltype(scale) scale = __hb_ro_scale;
// EXPECT-TRANSLATION: decltype(src) src = __hb_ro_src;
// EXPECT-TRANSLATION: decltype(x) x = __hb_ro_x;
// EXPECT-NO-TRANSLATION: __hb_ro_watched
// EXPECT-NO-TRANSLATION: __hb_ro_bound
// EXPECT-NO-TRANSLATION: __hb_ro_inLambda
// EXPECT-NO-TRANSLATION: __hb_ro_bySingle
// EXPECT-NO-TRANSLATION: __hb_ro_total
// EXPECT-NO-TRANSLATION: __hb_ro_inTask
// EXPECT-NO-TRANSLATION: __hb_ro_changed
// EXPECT-NO-TRANSLATION: __hb_ro_inBodyLambda
// EXPECT-OUTPUT: rows=89700 watched=6 bound=5 lambda=4 single=3 total=4950 tmpl=990 tasks=870 lambdas=90 changed=1
#include <cstdio>

static void rows(double *dst, const double *src, double scale, int n, int m) {
    int stride = m + 1;  // written before the loop, only read in it: copied
    stride = m;
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) dst[i * stride + j] = scale * src[i * stride + j];
}

static void bump(int *p) { *p += 1; }

template <typename T>
static T sum(const T *x, int n) {  // a dependent x[i] is a read
    T s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int i = 0; i < n; i++) s += x[i];
    return s;
}

int main() {
    static double src[30 * 10], dst[30 * 10];
    for (int k = 0; k < 300; k++) src[k] = k;
    rows(dst, src, 2.0, 30, 10);
    double r = 0;
    for (int k = 0; k < 300; k++) r += dst[k];

    int watched = 5;  // its address is taken: not copied
    int *alias = &watched;
    bump(alias);
    int bound = 5;  // a reference is bound to it: not copied
    int &ref = bound;
    (void)ref;
    int inLambda = 3;  // a lambda writes it: not copied
    auto inc = [&] { inLambda++; };
    inc();
    int bySingle = 2, seen = 0;
#pragma omp parallel
    {
#pragma omp single
        bySingle = 3;  // an OpenMP construct writes it: not copied
#pragma omp for reduction(max : seen)
        for (int i = 0; i < 8; i++) seen = seen > bySingle + watched + bound + inLambda ? seen : bySingle;
    }
    long total = 0;  // the loop writes it
#pragma omp parallel for reduction(+ : total)
    for (int i = 0; i < 100; i++) total += i;
    int inTask = 2, inBodyLambda = 3;
    long tasks = 0, lambdas = 0;
#pragma omp parallel for
    for (int i = 0; i < 30; i++) {
#pragma omp task
        {
#pragma omp atomic
            tasks += inTask * i;
        }
    }
#pragma omp parallel for reduction(+ : lambdas)
    for (int i = 0; i < 30; i++) {
        auto f = [&] { return inBodyLambda; };
        lambdas += f();
    }
    int changed = 0;  // a plain statement in the loop writes it (session 59's first cut copied it)
#pragma omp parallel for
    for (int i = 0; i < 30; i++)
        if (i == 17) changed = 1;
    static int x[45];
    for (int k = 0; k < 45; k++) x[k] = k;
    std::printf("rows=%.0f watched=%d bound=%d lambda=%d single=%d total=%ld tmpl=%d tasks=%ld lambdas=%ld changed=%d\n", r, watched,
                bound, inLambda, seen, total, sum(x, 45), tasks, lambdas, changed);
    return 0;
}
