// LULESH-style element kernels: `Real_t`/`Index_t` typedefs, `Allocate<T>` helpers,
// `#pragma omp parallel for firstprivate(numElem)` with per-element stack arrays
// `Real_t x_local[8]` filled by an inline gather, an error check in the loop body that
// calls exit() (never taken), `#pragma omp declare simd` helper functions, an inner
// `#pragma omp simd reduction(+:...)` loop, and a `min` reduction of the time constraint.
#include <cstdio>
#include <cstdlib>
#include <cmath>

typedef double Real_t;
typedef int Index_t;
#define VolumeError -1

template <typename T>
T *Allocate(size_t size) { return static_cast<T *>(std::malloc(sizeof(T) * size)); }
template <typename T>
void Release(T **ptr) { if (*ptr != nullptr) { std::free(*ptr); *ptr = nullptr; } }

#pragma omp declare simd
static inline Real_t tri_area(Real_t ax, Real_t ay, Real_t bx, Real_t by)
{
    return Real_t(0.5) * std::fabs(ax * by - ay * bx);
}

#pragma omp declare simd uniform(scale)
static inline Real_t scaled(Real_t v, Real_t scale) { return v * scale; }

static inline void CollectNodes(const Index_t *elemToNode, const Real_t *x, const Real_t *y,
                                Real_t x_local[8], Real_t y_local[8])
{
    for (int k = 0; k < 8; k++) {
        x_local[k] = x[elemToNode[k]];
        y_local[k] = y[elemToNode[k]];
    }
}

int main()
{
    const Index_t numNode = 40000, numElem = 30000;
    Real_t *x = Allocate<Real_t>(numNode), *y = Allocate<Real_t>(numNode);
    Index_t *nodelist = Allocate<Index_t>(8 * numElem);
    Real_t *vnew = Allocate<Real_t>(numElem);
    for (Index_t i = 0; i < numNode; i++) { x[i] = 0.01 * (i % 200); y[i] = 0.013 * (i / 200); }
    for (Index_t e = 0; e < numElem; e++)
        for (int k = 0; k < 8; k++) nodelist[8 * e + k] = (e + k * 201 + (k & 1)) % numNode;

#pragma omp parallel for firstprivate(numElem)
    for (Index_t k = 0; k < numElem; ++k) {
        Real_t x_local[8], y_local[8];
        const Index_t *elemToNode = &nodelist[8 * k];
        CollectNodes(elemToNode, x, y, x_local, y_local);
        Real_t vol = Real_t(0);
#pragma omp simd reduction(+:vol)
        for (int q = 0; q < 7; q++)
            vol += tri_area(x_local[q + 1] - x_local[0], y_local[q + 1] - y_local[0],
                            x_local[(q + 2) % 8] - x_local[0], y_local[(q + 2) % 8] - y_local[0]);
        vol = scaled(vol, Real_t(2.0)) + Real_t(1e-3);
        if (vol <= Real_t(0.0)) {
            std::fprintf(stderr, "volume error in element %d\n", k);
            std::exit(VolumeError);
        }
        vnew[k] = vol;
    }

    Real_t dtcourant = Real_t(1.0e20);
    Index_t courant_elem = -1;
#pragma omp parallel
    {
        Real_t dtcourant_tmp = dtcourant;
        Index_t courant_elem_tmp = courant_elem;
#pragma omp for
        for (Index_t i = 0; i < numElem; ++i) {
            Real_t dtf = std::sqrt(vnew[i]) * Real_t(0.1) + Real_t(0.001) * (i % 97);
            if (dtf < dtcourant_tmp) { dtcourant_tmp = dtf; courant_elem_tmp = i; }
        }
#pragma omp critical
        {
            if (dtcourant_tmp < dtcourant || (dtcourant_tmp == dtcourant && courant_elem_tmp < courant_elem)) {
                dtcourant = dtcourant_tmp;
                courant_elem = courant_elem_tmp;
            }
        }
    }
    Real_t vmin = Real_t(1e30), vsum = 0;
#pragma omp parallel for reduction(min:vmin) reduction(+:vsum)
    for (Index_t i = 0; i < numElem; ++i) { vmin = std::fmin(vmin, vnew[i]); vsum += vnew[i]; }
    std::printf("vmin %.10f vsum %.8f dt %.10f at %d\n", vmin, vsum, dtcourant, courant_elem);
    Release(&x); Release(&y); Release(&nodelist); Release(&vnew);
    return 0;
}
