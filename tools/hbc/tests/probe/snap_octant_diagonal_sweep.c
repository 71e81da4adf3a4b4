/* SNAP / Kripke-style discrete-ordinates sweep on a 2D grid: for each of 4 quadrants and
   each angle, cells are swept in wavefront order, one diagonal at a time (cells on a
   diagonal are independent): a `parallel` region holds the quadrant/angle/diagonal loops
   at region level and an `omp for` over the cells of the diagonal; the angular weights
   and direction cosines are const file-scope tables, the upwind fluxes live in edge
   arrays indexed by the sweep direction through macros; the scalar flux is accumulated
   with `atomic` (several angles may touch a cell in flight), source iterations repeat
   the sweep until the flux change (max reduction) is small, and a balance check sums
   leakage through the boundary with a reduction of two variables. */
#include <stdio.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static double omp_get_wtime(void) { return 0.0; }
#endif

#define NXS 48
#define NYS 40
#define NANG 4
#define SIGT 1.0
#define SIGS 0.5
#define DX 0.25
#define DY 0.25
#define PSI_X(ix, iy) psix[(iy)]                  /* incoming flux on the x face of row iy */
#define PSI_Y(ix, iy) psiy[(ix)]                  /* incoming flux on the y face of column ix */

static const double mu[NANG] = {0.1834346, 0.5255324, 0.7966665, 0.9602899};
static const double eta[NANG] = {0.9602899, 0.7966665, 0.5255324, 0.1834346};
static const double wgt[NANG] = {0.0906345, 0.1567533, 0.2261170, 0.1826932}; /* per quadrant, sums to ~0.25*2.6 */

static double phi[NYS][NXS], phi_old[NYS][NXS], q[NYS][NXS];
static double leak_x, leak_y;
static double t_sweep;

static void set_source(void)
{
#pragma omp parallel for collapse(2)
    for (int y = 0; y < NYS; y++)
        for (int x = 0; x < NXS; x++)
            q[y][x] = (x > NXS / 3 && x < NXS / 2 && y > NYS / 3 && y < NYS / 2) ? 1.0 : 0.0;
}

static double sweep(void)
{
    double psix[NYS], psiy[NXS];
    double t0 = omp_get_wtime();
    leak_x = leak_y = 0.0;
#pragma omp parallel for collapse(2)
    for (int y = 0; y < NYS; y++)
        for (int x = 0; x < NXS; x++) {
            phi_old[y][x] = phi[y][x];
            phi[y][x] = 0.0;
        }
#pragma omp parallel
    {
        for (int quad = 0; quad < 4; quad++) {
            int sx = quad & 1 ? -1 : 1, sy = quad & 2 ? -1 : 1;
            for (int a = 0; a < NANG; a++) {
#pragma omp for nowait
                for (int y = 0; y < NYS; y++) psix[y] = 0.0; /* vacuum boundary */
#pragma omp for
                for (int x = 0; x < NXS; x++) psiy[x] = 0.0;
                for (int d = 0; d < NXS + NYS - 1; d++) {
                    int lo = d - (NYS - 1) > 0 ? d - (NYS - 1) : 0;
                    int hi = d < NXS - 1 ? d : NXS - 1;
#pragma omp for schedule(static)
                    for (int i = lo; i <= hi; i++) {
                        int ix = sx > 0 ? i : NXS - 1 - i;
                        int j = d - i;
                        int iy = sy > 0 ? j : NYS - 1 - j;
                        double src = 0.25 * (q[iy][ix] + SIGS * phi_old[iy][ix]);
                        double cx = 2.0 * mu[a] / DX, cy = 2.0 * eta[a] / DY;
                        double psi = (src + cx * PSI_X(ix, iy) + cy * PSI_Y(ix, iy)) / (SIGT + cx + cy);
                        PSI_X(ix, iy) = 2.0 * psi - PSI_X(ix, iy);
                        PSI_Y(ix, iy) = 2.0 * psi - PSI_Y(ix, iy);
                        if (PSI_X(ix, iy) < 0) PSI_X(ix, iy) = 0;
                        if (PSI_Y(ix, iy) < 0) PSI_Y(ix, iy) = 0;
#pragma omp atomic
                        phi[iy][ix] += wgt[a] * psi;
                    }
                }
#pragma omp single
                {
                    double lx = 0, ly = 0;
                    for (int y = 0; y < NYS; y++) lx += wgt[a] * mu[a] * psix[y] * DY;
                    for (int x = 0; x < NXS; x++) ly += wgt[a] * eta[a] * psiy[x] * DX;
                    leak_x += lx;
                    leak_y += ly;
                }
            }
        }
    }
    double change = 0.0;
#pragma omp parallel for collapse(2) reduction(max : change)
    for (int y = 0; y < NYS; y++)
        for (int x = 0; x < NXS; x++) change = fmax(change, fabs(phi[y][x] - phi_old[y][x]));
    t_sweep += omp_get_wtime() - t0;
    return change;
}

int main(void)
{
    set_source();
    int iters = 0;
    double change = 1.0;
    while (change > 1e-7 && iters < 200) {
        change = sweep();
        iters++;
    }
    double total = 0.0, absorbed = 0.0, srcsum = 0.0;
#pragma omp parallel for reduction(+ : total, absorbed, srcsum)
    for (int y = 0; y < NYS; y++)
        for (int x = 0; x < NXS; x++) {
            total += phi[y][x];
            absorbed += (SIGT - SIGS) * phi[y][x] * DX * DY;
            srcsum += q[y][x] * DX * DY;
        }
    printf("iters %d flux %.6e absorbed %.6e leak %.6e %.6e source %.6e\n", iters, total, absorbed, leak_x,
           leak_y, srcsum);
    return t_sweep < 0.0;
}
