// `linear` on worksharing loops of a team-mode region (the region asks its thread number):
// each iteration starts from the value before the loop plus its logical number times the
// step, and the member that ran the last iteration leaves its value in the original, under
// static and dynamic schedules, with a pointer cursor and a collapsed nest. Before session 37 team mode refused `linear`.
// EXPECT-TRANSLATION: hbc_team_run(hbc_team_size(0), __hb_team_1,
// EXPECT-OUTPUT: pos=207 p=150 c=60 sum=-6125 ok=1
#include <omp.h>
#include <stdio.h>
#define N 50
static int out[4 * N], cells[3 * N];
int main(void) {
    int i, j, pos = 7, c = 0, ok = 1, seen = 0;
    int *p = cells;
    long sum = 0;
#pragma omp parallel reduction(+ : seen)
    {
        seen += omp_get_thread_num() >= 0;
#pragma omp for linear(pos : 4) schedule(dynamic, 3)
        for (i = 0; i < N; i++) {
            out[pos - 7] = i;
            out[pos - 6] = -i;
            pos += 4;
        }
#pragma omp for linear(p : 3)
        for (i = 0; i < N; i++) {
            p[0] = i;
            p[1] = 2 * i;
            p[2] = -3 * i;
            p += 3;
        }
#pragma omp for collapse(2) linear(c) reduction(&& : ok)
        for (i = 0; i < 6; i++)
            for (j = 0; j < 10; j++) {
                ok = ok && c == i * 10 + j;
                c++;
            }
    }
    for (j = 0; j < 4 * N; j++) sum += (long)out[j] * (j + 1);
    for (j = 0; j < 3 * N; j++) sum += (long)cells[j] * (j + 1);
    printf("pos=%d p=%d c=%d sum=%ld ok=%d\n", pos, (int)(p - cells), c, sum, ok && seen > 0);
    return 0;
}
