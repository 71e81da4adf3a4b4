/* __func__, __FUNCTION__ and __PRETTY_FUNCTION__ written by a macro inside a construct, and a
 * shared variable stringified by a macro's `#x`, read as in the source: CLASS 2.9.4's error
 * macros print both from its team-mode regions (helper-104, session 61). hbc's outlined C code
 * named its own function (`__hb_team_2`, `__hb_loop_1`) and spelled `p` as `(*__hb_p_p)`; a
 * direct __PRETTY_FUNCTION__ was clang's signature (`void loop_region(int *, int)`), not GCC's name. */
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#include <stdio.h>
#include <string.h>
#define NOTE(buf, x) snprintf(buf, sizeof buf, "%s/%s/%s: %s = %d", __func__, __FUNCTION__, __PRETTY_FUNCTION__, #x, (x))
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
            snprintf(direct, sizeof direct, "%s %zu %s", __func__, sizeof(__func__), __PRETTY_FUNCTION__);
        }
    printf("%s | %s\n", in_loop, direct);
}
int main(void) {
    int v = 7;
    team_region(&v, 6);
    loop_region(&v, 6);
    return strlen(in_team) == 0;
}
