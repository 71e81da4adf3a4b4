// collapse(n) on a worksharing loop of a team-mode region (docs/hbc-internals.md, "Team mode"): the
// members share the flattened space n_i * n_j (* n_k) by the loop's schedule, and each
// iteration recovers i, j (, k) from its logical number (innermost first). Every schedule,
// nowait, lastprivate of the loop variables and a reduction; a descending loop with a step.
// EXPECT-TRANSLATION: int64_t __hb_l_1_1_n = __hb_l_1_1_n0 * __hb_l_1_1_n1;
// EXPECT-TRANSLATION: int64_t __hb_l_1_1_r = __hb_l_1_1_k;
// EXPECT-TRANSLATION: hb_team_loop_begin(&__hb_l_1_2, 0, __hb_l_1_2_n, HB_TEAM_DYNAMIC, (int64_t)(3), HB_TEAM_NOWAIT)
// EXPECT-TRANSLATION: HB_TEAM_GUIDED
// EXPECT-OUTPUT: sum=100260 cells=180 hits=180 last=12,15 cube=11220 desc=1431
#include <stdio.h>
#include <omp.h>
#define NI 12
#define NJ 15
static int m[NI][NJ], hit[NI][NJ];
int main(void) {
  long sum = 0, cube = 0, desc = 0;
  int cells = 0, hits = 0, li = -1, lj = -1, nthr = 0;
  int i, j;
#pragma omp parallel
  {
    int k, a, b, c;
    if (omp_get_thread_num() == 0) nthr = omp_get_num_threads();
#pragma omp for collapse(2) schedule(static)
    for (int x = 0; x < NI; x++)
      for (int y = 0; y < NJ; y++) m[x][y] = x * 100 + y;
#pragma omp for collapse(2) schedule(dynamic, 3) nowait reduction(+:sum)
    for (int x = 0; x < NI; x++)
      for (int y = 0; y < NJ; y++) sum += m[x][y];
#pragma omp for collapse(2) schedule(static, 4) lastprivate(i, j)
    for (i = 0; i < NI; i++)
      for (j = 0; j < NJ; j++) {
#pragma omp atomic
        hit[i][j]++;
      }
#pragma omp for collapse(2) schedule(guided, 2) reduction(+:cells)
    for (int x = 0; x < NI; x++) {
      for (int y = 0; y < NJ; y++) cells += hit[x][y];
    }
#pragma omp for collapse(3) schedule(runtime) reduction(+:cube)
    for (a = 0; a < 4; a++)
      for (b = 1; b <= 5; b++)
        for (c = 10; c > 2; c -= 3) cube += a * 100 + b * 10 + c;
#pragma omp for collapse(2) reduction(+:desc) private(k)
    for (k = 20; k > 0; k -= 7)
      for (int y = 8; y >= 0; y--) desc += k * y + 1;
  }
  li = i;
  lj = j;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) hits += hit[i][j] == 1;
  printf("sum=%ld cells=%d hits=%d last=%d,%d cube=%ld desc=%ld\n", sum, cells, hits, li, lj, cube, desc);
  return nthr < 1;
}
