// sub/count.h includes "team.h", which lies in the project root and is found through -I. ;
// from the translated copy of sub/count.h, the include must reach team.h's translated
// copy, not the original (whose `parallel` would be compiled without OpenMP, as one
// thread). Helper-9's graph of includes, from a real program (BabelStream's layout).
// PROBE-FLAGS: -I.
// PROBE-ENV: OMP_NUM_THREADS=3 HB_NUM_WORKERS=
// PROBE-OUTPUT: members=3 cnt=20000
#include <stdio.h>
#include "sub/count.h"
int main(void) {
    long cnt = 0;
#pragma omp parallel for
    for (int i = 0; i < 20000; i++) bump(&cnt);
    printf("members=%d cnt=%ld\n", count_members(), cnt);
    return 0;
}
