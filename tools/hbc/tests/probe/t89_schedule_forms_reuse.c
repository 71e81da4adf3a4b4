/* One C89 index `i` reused by loops of every schedule in one team-mode region (the region
   asks its thread number): static, (static, 7), dynamic, (dynamic, 5), guided, (guided, 3),
   runtime and auto, some with nowait, each filling its own array; a static-schedule loop
   whose body asks its thread number checks that every member gets the same block under a
   repeated schedule(static) of the same trip count (OpenMP guarantees it). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 333

static int a[8][N];
static int first_owner[N];
static int mism;

int main(void)
{
    int i, s;
    long h;
    mism = 0;
#pragma omp parallel
    {
        int me = omp_get_thread_num();
        int my_mism = 0;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) first_owner[i] = omp_get_thread_num();
#pragma omp for schedule(static, 7) nowait
        for (i = 0; i < N; i++) a[0][i] = i * 2;
#pragma omp for schedule(dynamic)
        for (i = 0; i < N; i++) a[1][i] = i * 3 + me * 0;
#pragma omp for schedule(dynamic, 5) nowait
        for (i = N - 1; i >= 0; i--) a[2][i] = i ^ 5;
#pragma omp for schedule(guided)
        for (i = 0; i < N; i += 2) a[3][i] = i + 1;
#pragma omp for schedule(guided, 3)
        for (i = 1; i <= N; i++) a[4][i - 1] = i * i % 97;
#pragma omp for schedule(runtime) nowait
        for (i = 0; i < N; i++) a[5][i] = -i;
#pragma omp for schedule(auto)
        for (i = 0; i < N; i++) a[6][i] = i % 13;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) {
            if (first_owner[i] != omp_get_thread_num()) my_mism++;
            a[7][i] = first_owner[i] >= 0;
        }
#pragma omp atomic
        mism += my_mism;
    }
    h = 0;
    for (s = 0; s < 8; s++)
        for (i = 0; i < N; i++) h = (h * 31 + a[s][i]) % 1000000007L;
    printf("h=%ld mism=%d\n", h, mism);
    return 0;
}
