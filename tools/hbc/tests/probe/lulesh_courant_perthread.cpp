// LULESH CalcCourantConstraintForElems-style: per-thread minimum arrays sized once with
// omp_get_max_threads() (static, kept across cycles), a `parallel firstprivate(...)` region
// whose threads take omp_get_thread_num() at region level, run an `omp for` keeping their own
// minimum and its element, store it into their slot, and the caller reduces the slots
// 0..threads-1 after the region. Several cycles with different data: a slot left unwritten
// keeps the previous cycle's (smaller) value.
#include <cstdio>
#include <vector>
#if _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num() { return 0; }
static int omp_get_max_threads() { return 1; }
#endif

typedef double Real_t;
typedef int Index_t;

static void CalcCourant(const std::vector<Real_t> &ss, const std::vector<Real_t> &arealg,
                        const Index_t *matElemlist, Index_t length, Real_t qqc,
                        Real_t &dtcourant, Index_t &courant_elem_out)
{
#if _OPENMP
    Index_t threads = omp_get_max_threads();
    static Index_t *courant_elem_per_thread;
    static Real_t *dtcourant_per_thread;
    static bool first = true;
    if (first) {
        courant_elem_per_thread = new Index_t[threads];
        dtcourant_per_thread = new Real_t[threads];
        first = false;
    }
#else
    Index_t threads = 1;
    Index_t courant_elem_per_thread[1];
    Real_t dtcourant_per_thread[1];
#endif

#pragma omp parallel firstprivate(length, qqc)
    {
        Real_t qqc2 = Real_t(64.0) * qqc * qqc;
        Real_t dtcourant_tmp = dtcourant;
        Index_t courant_elem = -1;
#if _OPENMP
        Index_t thread_num = omp_get_thread_num();
#else
        Index_t thread_num = 0;
#endif
#pragma omp for
        for (Index_t i = 0; i < length; ++i) {
            Index_t indx = matElemlist[i];
            Real_t dtf = ss[indx] * ss[indx];
            dtf += qqc2 * arealg[indx] * arealg[indx] * 1e-3;
            dtf = arealg[indx] / (dtf + 1.0);
            if (dtf < dtcourant_tmp) {
                dtcourant_tmp = dtf;
                courant_elem = indx;
            }
        }
        dtcourant_per_thread[thread_num] = dtcourant_tmp;
        courant_elem_per_thread[thread_num] = courant_elem;
    }
    for (Index_t i = 1; i < threads; ++i) {
        if (dtcourant_per_thread[i] < dtcourant_per_thread[0]) {
            dtcourant_per_thread[0] = dtcourant_per_thread[i];
            courant_elem_per_thread[0] = courant_elem_per_thread[i];
        }
    }
    if (courant_elem_per_thread[0] != -1) {
        dtcourant = dtcourant_per_thread[0];
        courant_elem_out = courant_elem_per_thread[0];
    }
}

int main()
{
    const Index_t numElem = 20000;
    std::vector<Real_t> ss(numElem), arealg(numElem);
    std::vector<Index_t> list(numElem);
    for (Index_t i = 0; i < numElem; ++i) list[i] = (i * 7919) % numElem;
    for (int cycle = 0; cycle < 6; ++cycle) {
        for (Index_t i = 0; i < numElem; ++i) {
            ss[i] = 1.0 + ((i * 31 + cycle * 17) % 101) * 0.01;
            // the minimum moves across the element range and grows every cycle
            arealg[i] = (1.0 + cycle) * (0.5 + ((i * 13 + cycle * 4099) % 997) * 0.001);
        }
        Real_t dt = 1e20;
        Index_t elem = -1;
        CalcCourant(ss, arealg, list.data(), numElem, 2.0, dt, elem);
        std::printf("cycle %d dt=%.9f elem=%d\n", cycle, dt, elem);
    }
    return 0;
}
