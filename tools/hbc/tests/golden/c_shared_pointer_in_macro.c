// A shared variable reached through a pointer in an outlined C loop (its address is taken
// before the loop, or the loop writes it) and used inside a macro's expansion, where no
// rewrite of the use is possible: the outlined body runs under `#define name (*__hb_p_name)`.
// SuiteSparse:GraphBLAS's GB_GET_VECTOR reads TaskList this way (helper-84).
// EXPECT-TRANSLATION: #define plan (*__hb_p_plan)
// EXPECT-TRANSLATION: #undef plan
// EXPECT-TRANSLATION: #define hits (*__hb_p_hits)
// EXPECT-OUTPUT: 4498500 3000
#include <stdio.h>
#include <stdlib.h>
typedef struct { long first, last; } span_t;
#define SPAN_OF(t, a, b) long a = plan[t].first, b = plan[t].last
#define COUNT_HIT() hits++
static void make_plan(span_t **out, int parts, long n) {
    *out = malloc(parts * sizeof **out);
    for (int t = 0; t < parts; t++) { (*out)[t].first = t * (n / parts); (*out)[t].last = (t + 1) * (n / parts); }
}
int main(void) {
    enum { N = 3000, PARTS = 30 };
    span_t *plan = NULL;
    long hits = 0;
    make_plan(&plan, PARTS, N);
    long *v = calloc(N, sizeof *v);
#pragma omp parallel for schedule(dynamic, 1)
    for (int t = 0; t < PARTS; t++) {
        SPAN_OF(t, lo, hi);
        for (long i = lo; i < hi; i++) {
            v[i] = i;
#pragma omp critical
            COUNT_HIT();
        }
    }
    long s = 0;
    for (long i = 0; i < N; i++) s += v[i];
    printf("%ld %ld\n", s, hits);
    free(plan); free(v);
    return 0;
}
