/* helper-121, session 74 (PRK's stencil-taskloop, miniomp's ttaskloop): a taskloop with
 * grainsize whose body holds a `simd` loop bounded by a const parameter (clang's bookkeeping
 * of the simd loop was taken for a write of n: the loop ran in place and assigned the const
 * copy afresh per task, which did not compile); the same with a firstprivate the body writes,
 * which stays in place (a const copy is not assigned again); and a taskloop with grainsize
 * that every thread of a team-mode region meets (its per-task counters were declared in a
 * trial translation's text and used in the kept one: undeclared).
 * EXPECT-OUTPUT: sum=4096 inplace=40 every=ok */
#include <omp.h>
#include <stdio.h>

static double out[64 * 64];
static long inplace, every;

static void kernel(const int n, double *o) {
#pragma omp taskloop grainsize(4)
    for (int i = 0; i < n; ++i) {
#pragma omp simd
        for (int j = 0; j < n; ++j) o[i * n + j] += 1.0;
    }
}

static void counted(const int n) {
    int g = 0;
#pragma omp taskloop grainsize(4) firstprivate(g)
    for (int i = 0; i < n; ++i) {
        g += 1;
#pragma omp atomic
        inplace += n / 10;
    }
}

int main(void) {
    int threads = 0;
#pragma omp parallel
#pragma omp master
    {
        kernel(64, out);
        counted(10);
    }
#pragma omp parallel
    {
        int argum = 1;
#pragma omp single
        threads = omp_get_num_threads();
#pragma omp taskloop grainsize(3) firstprivate(argum)
        for (long i = 0; i < 10; i++) {
#pragma omp atomic
            every += argum;
        }
    }
    double s = 0;
    for (int k = 0; k < 64 * 64; k++) s += out[k];
    printf("sum=%.0f inplace=%ld every=%s\n", s, inplace * 4, every == 10L * threads ? "ok" : "bad");
    return 0;
}
