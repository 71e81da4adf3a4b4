/* A C template included twice in one function whose loop body #includes another file
 * (SuiteSparse:GraphBLAS's dot2 template includes GB_AxB_dot_cij.c in its `parallel for`;
 * helper-84, session 49). hbc points the second inclusion of each file at a copy of its own;
 * before session 50 the inner #include's new name was inserted after the loop had been
 * outlined, into the text that replaced it, and the build failed:
 * `hbc_team_size((int).hbc-inclusion-2(nthreads))`. `viaTeam` calls through a function
 * pointer (team mode), `viaLoop` does not (a heartbeat loop); each inclusion runs under its
 * own OP. */
#include <stdio.h>
static long twice(long x) { return 2 * x; }
static void viaTeam(int nthreads, long (*fop)(long), int n, const long *a, long *c1, long *c2) {
    long *c = c1;
#define OP +
#include "team_template.inc"
#undef OP
    c = c2;
#define OP -
#include "team_template.inc"
#undef OP
}
static void viaLoop(int n, const long *a, long *c1, long *c2) {
    long *c = c1;
#define OP *
#include "loop_template.inc"
#undef OP
    c = c2;
#define OP /
#include "loop_template.inc"
#undef OP
}
int main(void) {
    enum { N = 1000 };
    static long a[N], c1[N], c2[N], d1[N], d2[N];
    for (int i = 0; i < N; i++) a[i] = i;
    viaTeam(2, twice, N, a, c1, c2);
    viaLoop(N, a, d1, d2);
    long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    for (int i = 0; i < N; i++) {
        s1 += c1[i];
        s2 += c2[i];
        s3 += d1[i];
        s4 += d2[i];
    }
    printf("%ld %ld %ld %ld\n", s1, s2, s3, s4);
    return 0;
}
