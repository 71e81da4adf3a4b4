/* `defaultmap(firstprivate: aggregate)` on `target` (OpenMP Examples'
   target_defaultmap.1.c, region 4): arrays and structs the region names are
   firstprivate, so the host's copies keep their values; only the mapped scalars come
   back. hbc drops defaultmap (pragma_prepass.cpp reads only its `tofrom: scalar`
   forms) and ran the body on the originals: A0=1 SA0=1. */
// PROBE-OUTPUT: A0=0 A1=0 SA0=0 SA1=0 s1=2 s2=2
// PROBE-ACCEPT: rejected (defaultmap with private copies of aggregates: docs/hbc.md, Device constructs)
#include <stdio.h>

struct pair { int s; int A[2]; };

int main(void)
{
    int A[2] = {0, 0};
    struct pair S = {0, {0, 0}};
    int s1 = 0, s2 = 0;
#pragma omp target defaultmap(firstprivate : aggregate) map(from : s1, s2)
    {
        A[0] += 1; S.A[0] += 1;
        A[1] += 1; S.A[1] += 1;
        s1 = A[0] + S.A[0];
        s2 = A[1] + S.A[1];
    }
    printf("A0=%d A1=%d SA0=%d SA1=%d s1=%d s2=%d\n", A[0], A[1], S.A[0], S.A[1], s1, s2);
    return 0;
}
