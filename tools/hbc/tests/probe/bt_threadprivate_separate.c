/* Same as bt_threadprivate_scratch.c with tmp1..3 declared one per line (avoids the
   duplicate __thread of threadprivate_multi_decl_min.c).
 NPB3.0-omp-C BT/SP-style: file-level `static` scratch arrays and scalars made
   `threadprivate` (fjac, njac, lhs, tmp1...), written and read per iteration inside an
   orphaned `omp for` in x_solve; adi() calls compute_rhs/x_solve/add, each holding orphaned
   `omp for` loops (private(i,j,k,m) clauses), from a `parallel` region in main that
   also times a step with `omp master` + `omp barrier` (times go to stderr). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0; }
#endif
#define IS 20
#define JS 20
#define KS 12

static double u[KS][JS][IS][5], rhs[KS][JS][IS][5], forcing[KS][JS][IS][5];
static double fjac[IS][5][5];
static double njac[IS][5][5];
static double lhs[IS][3][5][5];
static double tmp1;
static double tmp2;
static double tmp3;
#pragma omp threadprivate(fjac, njac, lhs, tmp1, tmp2, tmp3)
static double timer_start_v, timer_total;

static void compute_rhs(void)
{
    int i, j, k, m;
#pragma omp for private(j, i, m)
    for (k = 0; k < KS; k++)
        for (j = 0; j < JS; j++)
            for (i = 0; i < IS; i++)
                for (m = 0; m < 5; m++) rhs[k][j][i][m] = forcing[k][j][i][m] - 0.1 * u[k][j][i][m];
}

static void x_solve(void)
{
    int i, j, k, m, n;
#pragma omp for private(j, i, m, n)
    for (k = 1; k < KS - 1; k++) {
        for (j = 1; j < JS - 1; j++) {
            for (i = 0; i < IS; i++) {
                tmp1 = 1.0 / (1.0 + u[k][j][i][0] * u[k][j][i][0]);
                tmp2 = tmp1 * tmp1;
                tmp3 = tmp1 * tmp2;
                for (m = 0; m < 5; m++)
                    for (n = 0; n < 5; n++) {
                        fjac[i][m][n] = (m == n ? 1.0 : 0.0) * tmp1 + 0.01 * u[k][j][i][n] * tmp2;
                        njac[i][m][n] = (m == n ? 0.5 : 0.0) * tmp3;
                    }
            }
            for (i = 1; i < IS - 1; i++)
                for (m = 0; m < 5; m++)
                    for (n = 0; n < 5; n++) {
                        lhs[i][0][m][n] = -fjac[i - 1][m][n] - njac[i - 1][m][n];
                        lhs[i][1][m][n] = 2.0 * njac[i][m][n] + (m == n);
                        lhs[i][2][m][n] = fjac[i + 1][m][n] - njac[i + 1][m][n];
                    }
            for (i = 1; i < IS - 1; i++)
                for (m = 0; m < 5; m++) {
                    double s = 0;
                    for (n = 0; n < 5; n++)
                        s += (lhs[i][0][m][n] + lhs[i][1][m][n] + lhs[i][2][m][n]) * rhs[k][j][i][n];
                    rhs[k][j][i][m] = 0.1 * s;
                }
        }
    }
}

static void add(void)
{
    int i, j, k, m;
#pragma omp for private(j, i, m)
    for (k = 1; k < KS - 1; k++)
        for (j = 1; j < JS - 1; j++)
            for (i = 1; i < IS - 1; i++)
                for (m = 0; m < 5; m++) u[k][j][i][m] += rhs[k][j][i][m];
}

static void adi(void)
{
    compute_rhs();
    x_solve();
    add();
}

int main(void)
{
    int i, j, k, m, step;
    for (k = 0; k < KS; k++)
        for (j = 0; j < JS; j++)
            for (i = 0; i < IS; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.01 * ((i + 2 * j + 3 * k + m) % 9);
                    forcing[k][j][i][m] = 0.05 * ((i * j + k + m) % 5);
                }
#pragma omp parallel private(step)
    {
#pragma omp master
        timer_start_v = omp_get_wtime();
#pragma omp barrier
        for (step = 1; step <= 5; step++) adi();
#pragma omp master
        timer_total = omp_get_wtime() - timer_start_v;
    }
    fprintf(stderr, "time %f\n", timer_total);
    double xce[5] = {0};
    for (k = 0; k < KS; k++)
        for (j = 0; j < JS; j++)
            for (i = 0; i < IS; i++)
                for (m = 0; m < 5; m++) xce[m] += u[k][j][i][m] * u[k][j][i][m];
    for (m = 0; m < 5; m++) printf("xce[%d]=%.10e\n", m, xce[m]);
    return 0;
}
