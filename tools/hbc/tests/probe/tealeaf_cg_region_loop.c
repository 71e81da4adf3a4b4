/* TeaLeaf-style CG heat solver: the whole CG iteration loop sits inside one `parallel`
   region (TeaLeaf's OpenMP port keeps its team alive across iterations): region-private
   iteration counter and convergence flag, several `omp for` per iteration with reductions
   into shared scalars, `single` blocks updating alpha/beta, `nowait` loops, a `barrier`,
   a 5-point stencil operator in a helper called inside the loops, halo update kernel
   called from both the region and outside, and the same solver called for two time steps. */
#include <stdio.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NX 80
#define NY 80
#define H 1
#define W (NX + 2 * H)
#define AT(a, j, k) (a)[(k) * W + (j)]
#define MAX_ITERS 400
#define EPS 1.0e-10

static double u[W * (NY + 2)], u0[W * (NY + 2)], r[W * (NY + 2)], p[W * (NY + 2)], w[W * (NY + 2)];
static double kx[W * (NY + 2)], ky[W * (NY + 2)];
static double rx = 0.4, ry = 0.4;
static double solve_time;

static inline double apply_a(const double *v, int j, int k)
{
    return (1.0 + ry * (AT(ky, j, k + 1) + AT(ky, j, k)) + rx * (AT(kx, j + 1, k) + AT(kx, j, k))) * AT(v, j, k)
         - ry * (AT(ky, j, k + 1) * AT(v, j, k + 1) + AT(ky, j, k) * AT(v, j, k - 1))
         - rx * (AT(kx, j + 1, k) * AT(v, j + 1, k) + AT(kx, j, k) * AT(v, j - 1, k));
}

/* reflective halo: orphaned worksharing when called in a region */
static void update_halo(double *f)
{
#pragma omp for
    for (int j = H; j < NX + H; j++) {
        AT(f, j, 0) = AT(f, j, 1);
        AT(f, j, NY + 1) = AT(f, j, NY);
    }
#pragma omp for
    for (int k = 0; k < NY + 2; k++) {
        AT(f, 0, k) = AT(f, 1, k);
        AT(f, NX + 1, k) = AT(f, NX, k);
    }
}

static void init_fields(void)
{
#pragma omp parallel for
    for (int k = 0; k < NY + 2; k++)
        for (int j = 0; j < W; j++) {
            double dens = (j > NX / 3 && j < NX / 2 && k > NY / 4) ? 10.0 : 1.0;
            AT(u, j, k) = (j < NX / 5 && k < NY / 5) ? 10.0 * dens : 0.1 * dens;
            AT(kx, j, k) = AT(ky, j, k) = 1.0 / dens;
        }
    update_halo(u); /* outside any region */
}

static int cg_solve(double *final_rr)
{
    double rro = 0.0, pw = 0.0, rrn = 0.0, alpha = 0.0, beta = 0.0;
    int iters = 0;
    double t0 = omp_get_wtime();
#pragma omp parallel
    {
#pragma omp for collapse(2) nowait
        for (int k = 1; k <= NY; k++)
            for (int j = 1; j <= NX; j++) AT(u0, j, k) = AT(u, j, k);
#pragma omp for reduction(+ : rro)
        for (int k = 1; k <= NY; k++)
            for (int j = 1; j <= NX; j++) {
                AT(w, j, k) = apply_a(u, j, k);
                AT(r, j, k) = AT(u0, j, k) - AT(w, j, k);
                AT(p, j, k) = AT(r, j, k);
                rro += AT(r, j, k) * AT(r, j, k);
            }
        int it;
        int done = 0;
        for (it = 0; it < MAX_ITERS && !done; it++) {
            update_halo(p);
#pragma omp single
            pw = 0.0;
#pragma omp for reduction(+ : pw)
            for (int k = 1; k <= NY; k++)
                for (int j = 1; j <= NX; j++) {
                    AT(w, j, k) = apply_a(p, j, k);
                    pw += AT(w, j, k) * AT(p, j, k);
                }
#pragma omp single
            {
                alpha = rro / pw;
                rrn = 0.0;
            }
#pragma omp for reduction(+ : rrn)
            for (int k = 1; k <= NY; k++)
                for (int j = 1; j <= NX; j++) {
                    AT(u, j, k) += alpha * AT(p, j, k);
                    AT(r, j, k) -= alpha * AT(w, j, k);
                    rrn += AT(r, j, k) * AT(r, j, k);
                }
            beta = rrn / rro;
#pragma omp for
            for (int k = 1; k <= NY; k++)
                for (int j = 1; j <= NX; j++) AT(p, j, k) = AT(r, j, k) + beta * AT(p, j, k);
#pragma omp barrier
            done = sqrt(rrn) < EPS;
#pragma omp barrier
#pragma omp single nowait
            rro = rrn;
#pragma omp barrier
        }
#pragma omp master
        iters = it;
    }
    solve_time += omp_get_wtime() - t0;
    *final_rr = rrn;
    return iters;
}

int main(void)
{
    init_fields();
    for (int step = 1; step <= 2; step++) {
        double rr;
        int it = cg_solve(&rr);
        double total = 0.0, mx = 0.0;
#pragma omp parallel for reduction(+ : total) reduction(max : mx)
        for (int k = 1; k <= NY; k++)
            for (int j = 1; j <= NX; j++) {
                total += AT(u, j, k);
                if (AT(u, j, k) > mx) mx = AT(u, j, k);
            }
        printf("step %d iters %d converged %d total %.6e max %.6e\n", step, it, rr < EPS * EPS, total, mx);
    }
    return solve_time < 0.0;
}
