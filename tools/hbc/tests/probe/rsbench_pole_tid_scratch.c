/* RSBench-style multipole lookups: per-thread scratch arrays (sigTfactors) allocated before
   the region for omp_get_max_threads() threads and indexed by omp_get_thread_num() inside
   the loop body; complex arithmetic by hand; a reduction of the verification sum. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_max_threads(void) { return 1; }
#endif

#define NUMPOLES 40
#define NWIND 10
#define NLOOK 20000

typedef struct { double r, i; } cplx;
static cplx cmul(cplx a, cplx b) { cplx c = { a.r * b.r - a.i * b.i, a.r * b.i + a.i * b.r }; return c; }
static cplx cdiv(cplx a, cplx b) { double d = b.r * b.r + b.i * b.i; cplx c = { (a.r * b.r + a.i * b.i) / d, (a.i * b.r - a.r * b.i) / d }; return c; }

typedef struct { cplx MP_EA, MP_RT, MP_RA, MP_RF; short l_value; } Pole;

static void calculate_sig_T(int nuc, double E, cplx *sigTfactors)
{
    for (int i = 0; i < 4; i++) {
        double phi = sqrt(E) * (nuc % 5 + 1) * 0.1 * (i + 1);
        double theta = 2.0 * phi;
        sigTfactors[i].r = cos(theta);
        sigTfactors[i].i = -sin(theta);
    }
}

int main(void)
{
    int nthreads = omp_get_max_threads();
    cplx **sigT_all = malloc(nthreads * sizeof(cplx *));
    for (int t = 0; t < nthreads; t++) sigT_all[t] = malloc(4 * sizeof(cplx));
    Pole *poles = malloc(NUMPOLES * 8 * sizeof(Pole));
    for (int k = 0; k < NUMPOLES * 8; k++) {
        poles[k].MP_EA = (cplx){ 0.5 + (k % 13) * 0.07, 0.01 + (k % 3) * 0.02 };
        poles[k].MP_RT = (cplx){ 1.0 + (k % 5) * 0.1, 0.2 };
        poles[k].MP_RA = (cplx){ 0.3, 0.05 * (k % 4) };
        poles[k].MP_RF = (cplx){ 0.1 * (k % 6), 0.01 };
        poles[k].l_value = (short)(k % 4);
    }
    double verification = 0;
#pragma omp parallel for schedule(dynamic, 64) reduction(+:verification)
    for (int i = 0; i < NLOOK; i++) {
        cplx *sigTfactors = sigT_all[omp_get_thread_num()];
        double E = (i % 997 + 0.5) / 997.0;
        int nuc = i % 8;
        double micro[4] = {0, 0, 0, 0};
        calculate_sig_T(nuc, E, sigTfactors);
        int start = (int)(E * NWIND) * (NUMPOLES / NWIND);
        for (int p = start; p < start + NUMPOLES / NWIND; p++) {
            const Pole *pp = &poles[nuc * NUMPOLES + p];
            cplx E_c = { E, 0 };
            cplx psi_chi = cdiv((cplx){ 0, -1 }, (cplx){ pp->MP_EA.r - sqrt(E), pp->MP_EA.i });
            cplx c_sum = cmul(psi_chi, (cplx){ 1.0 / E, 0 });
            (void)E_c;
            cplx t = cmul(cmul(pp->MP_RT, c_sum), sigTfactors[pp->l_value]);
            micro[0] += t.r;
            micro[1] += cmul(pp->MP_RA, c_sum).r;
            micro[2] += cmul(pp->MP_RF, c_sum).r;
            micro[3] += t.i;
        }
        double m = micro[0];
        int idx = 0;
        for (int j = 1; j < 4; j++) if (micro[j] > m) { m = micro[j]; idx = j; }
        verification += idx + 0.001 * micro[1];
    }
    printf("verification=%.6f\n", verification);
    for (int t = 0; t < nthreads; t++) free(sigT_all[t]);
    free(sigT_all);
    free(poles);
    return 0;
}
