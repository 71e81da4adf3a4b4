/* C++: __func__ and __FUNCTION__ written by a macro inside a construct, or in a team-mode
 * body, name the function, not the lambda the construct becomes (`operator()` before session
 * 61; the C form is s61_func_name_and_stringified_args.c). __PRETTY_FUNCTION__ is not checked:
 * there it still spells the lambda (docs/hbc-internals.md). A user lambda keeps its own name
 * (in a function holding a construct, such a lambda leaves the construct's names as they were). */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#include <stdio.h>
#include <string.h>
#define NOTE(buf, x) snprintf(buf, sizeof buf, "%s/%s: %s = %d", __func__, __FUNCTION__, #x, (x))
static char in_team[128], in_loop[128], direct[128];
static int check(int *p, int k) { return k * *p; }
static void team_region(int *p, int n) {
    int hits[8] = {0};
#pragma omp parallel shared(p, n, hits)
    {
        int me = omp_get_thread_num();
#pragma omp for
        for (int k = 0; k < n; k++) {
            hits[me & 7]++;
            if (k == 3) NOTE(in_team, check(p, k));
        }
    }
    int total = 0;
    for (int t = 0; t < 8; t++) total += hits[t];
    printf("%s (%d)\n", in_team, total);
}
static void loop_region(int *p, int n) {
#pragma omp parallel for
    for (int k = 0; k < n; k++)
        if (k == 2) {
            NOTE(in_loop, check(p, k));
            snprintf(direct, sizeof direct, "%s %zu", __func__, sizeof(__func__));
        }
    printf("%s | %s\n", in_loop, direct);
}
int main(void) {
    int v = 7;
    team_region(&v, 6);
    loop_region(&v, 6);
    auto own = [] { static char b[64]; NOTE(b, 1); return b; };
    printf("%s\n", own());
    return strlen(in_team) == 0;
}
