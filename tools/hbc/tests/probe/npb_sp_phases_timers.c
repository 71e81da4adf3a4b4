/* NPB SP/BT-style time step: `adi()` called from main inside a `parallel` region; the
   routines it calls hold orphaned `omp for` loops over global 4-D arrays with
   `private(i,j,k,m)`, some `nowait` followed by an explicit `omp barrier`; `omp master`
   brackets phases with timer_start/timer_stop on static `double start[64], elapsed[64]`
   arrays (elapsed times are not printed, only how many times each timer ran). */
#include <stdio.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NXP 24
#define NYP 24
#define NZP 24
#define T_RHS 1
#define T_XSOLVE 2
#define T_ADD 3

static double u[NZP][NYP][NXP][5], rhs[NZP][NYP][NXP][5], forcing[NZP][NYP][NXP][5];
static double rho_i[NZP][NYP][NXP];
static double start[64], elapsed[64];
static int ncalls[64];
int grid_points[3] = { NXP, NYP, NZP };

static void timer_clear(int n) { elapsed[n] = 0.0; ncalls[n] = 0; }
static void timer_start(int n) { start[n] = omp_get_wtime(); }
static void timer_stop(int n)
{
    double t = omp_get_wtime();
    elapsed[n] += t - start[n];
    ncalls[n]++;
}

static void compute_rhs(void)
{
    int i, j, k, m;
#pragma omp master
    timer_start(T_RHS);
#pragma omp for private(i, j) nowait
    for (k = 0; k < grid_points[2]; k++)
        for (j = 0; j < grid_points[1]; j++)
            for (i = 0; i < grid_points[0]; i++)
                rho_i[k][j][i] = 1.0 / u[k][j][i][0];
#pragma omp for private(i, j, m)
    for (k = 0; k < grid_points[2]; k++)
        for (j = 0; j < grid_points[1]; j++)
            for (i = 0; i < grid_points[0]; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = forcing[k][j][i][m];
#pragma omp for private(i, j, m) nowait
    for (k = 1; k < grid_points[2] - 1; k++)
        for (j = 1; j < grid_points[1] - 1; j++)
            for (i = 1; i < grid_points[0] - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] += 0.1 * (u[k][j][i + 1][m] - 2.0 * u[k][j][i][m] + u[k][j][i - 1][m])
                        * rho_i[k][j][i];
#pragma omp barrier
#pragma omp master
    timer_stop(T_RHS);
}

static void x_solve(void)
{
    int i, j, k, m;
    double lhs[NXP][3];
#pragma omp master
    timer_start(T_XSOLVE);
#pragma omp for private(i, j, m, lhs)
    for (k = 1; k < grid_points[2] - 1; k++) {
        for (j = 1; j < grid_points[1] - 1; j++) {
            for (i = 0; i < grid_points[0]; i++) {
                lhs[i][0] = -0.25;
                lhs[i][1] = 1.5 + 0.01 * rho_i[k][j][i];
                lhs[i][2] = -0.25;
            }
            for (i = 1; i < grid_points[0]; i++) {
                double f = lhs[i][0] / lhs[i - 1][1];
                lhs[i][1] -= f * lhs[i - 1][2];
                for (m = 0; m < 5; m++) rhs[k][j][i][m] -= f * rhs[k][j][i - 1][m];
            }
            for (m = 0; m < 5; m++)
                rhs[k][j][grid_points[0] - 1][m] /= lhs[grid_points[0] - 1][1];
            for (i = grid_points[0] - 2; i >= 0; i--)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = (rhs[k][j][i][m] - lhs[i][2] * rhs[k][j][i + 1][m]) / lhs[i][1];
        }
    }
#pragma omp master
    timer_stop(T_XSOLVE);
}

static void add(void)
{
    int i, j, k, m;
#pragma omp master
    timer_start(T_ADD);
#pragma omp for private(i, j, m)
    for (k = 1; k < grid_points[2] - 1; k++)
        for (j = 1; j < grid_points[1] - 1; j++)
            for (i = 1; i < grid_points[0] - 1; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] += rhs[k][j][i][m];
#pragma omp master
    timer_stop(T_ADD);
}

static void adi(void)
{
    compute_rhs();
    x_solve();
    add();
}

static void error_norm(double rms[5])
{
    int i, j, k, m;
    for (m = 0; m < 5; m++) rms[m] = 0.0;
    for (k = 0; k < grid_points[2]; k++)
        for (j = 0; j < grid_points[1]; j++)
            for (i = 0; i < grid_points[0]; i++)
                for (m = 0; m < 5; m++) rms[m] += u[k][j][i][m] * u[k][j][i][m];
    for (m = 0; m < 5; m++) rms[m] = sqrt(rms[m] / ((double)NXP * NYP * NZP));
}

int main(void)
{
    int i, j, k, m, step;
    double rms[5];
    for (k = 0; k < NZP; k++)
        for (j = 0; j < NYP; j++)
            for (i = 0; i < NXP; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.01 * ((i * 3 + j * 5 + k * 7 + m) % 11);
                    forcing[k][j][i][m] = 0.001 * ((i + j + k + m) % 3);
                }
    for (i = 0; i < 64; i++) timer_clear(i);
    for (step = 1; step <= 5; step++) {
#pragma omp parallel
        adi();
    }
    error_norm(rms);
    for (m = 0; m < 5; m++) printf("rms[%d] = %.12e\n", m, rms[m]);
    printf("calls: rhs=%d xsolve=%d add=%d\n", ncalls[T_RHS], ncalls[T_XSOLVE], ncalls[T_ADD]);
    return 0;
}
