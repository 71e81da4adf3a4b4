// LULESH-style C++: a Domain class with Index_t/Real_t typedefs, accessor methods returning
// references into std::vector<Real_t> members (x(i), fx(i), nodelist(k)), `omp_get_max_threads()`
// read before the loops, `#pragma omp parallel for firstprivate(numElem)` computing per-element
// corner forces into scratch arrays allocated with `new Real_t[numElem8]`, a nodal gather
// `parallel for firstprivate(numNode)` through nodeElemStart/CornerList, local fixed-size
// arrays (`Real_t x_local[8]`) in the body, an inline helper taking `Real_t const x[8]`, and
// a `parallel for` whose body uses a per-thread scratch block of `new Real_t[numthreads*len]`
// indexed by omp_get_thread_num().
#include <cmath>
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

class Domain {
 public:
  Domain(Index_t nx) : m_nx(nx) {
    Index_t edgeNodes = nx + 1;
    m_numNode = edgeNodes * edgeNodes * edgeNodes;
    m_numElem = nx * nx * nx;
    m_x.resize(m_numNode); m_y.resize(m_numNode); m_z.resize(m_numNode);
    m_fx.resize(m_numNode); m_fy.resize(m_numNode); m_fz.resize(m_numNode);
    m_p.resize(m_numElem);
    m_nodelist.resize(8 * m_numElem);
    Index_t nidx = 0;
    for (Index_t plane = 0; plane < edgeNodes; ++plane)
      for (Index_t row = 0; row < edgeNodes; ++row)
        for (Index_t col = 0; col < edgeNodes; ++col) {
          m_x[nidx] = 1.125 * col / nx + 0.01 * (row % 3);
          m_y[nidx] = 1.125 * row / nx;
          m_z[nidx] = 1.125 * plane / nx + 0.005 * (col % 2);
          ++nidx;
        }
    Index_t zidx = 0;
    nidx = 0;
    for (Index_t plane = 0; plane < nx; ++plane) {
      for (Index_t row = 0; row < nx; ++row) {
        for (Index_t col = 0; col < nx; ++col) {
          Index_t *localNode = &m_nodelist[8 * zidx];
          localNode[0] = nidx;
          localNode[1] = nidx + 1;
          localNode[2] = nidx + edgeNodes + 1;
          localNode[3] = nidx + edgeNodes;
          localNode[4] = nidx + edgeNodes * edgeNodes;
          localNode[5] = nidx + edgeNodes * edgeNodes + 1;
          localNode[6] = nidx + edgeNodes * edgeNodes + edgeNodes + 1;
          localNode[7] = nidx + edgeNodes * edgeNodes + edgeNodes;
          m_p[zidx] = 1.0 + 0.1 * (zidx % 7);
          ++zidx;
          ++nidx;
        }
        ++nidx;
      }
      nidx += edgeNodes;
    }
    // node -> element corners
    m_nodeElemStart.assign(m_numNode + 1, 0);
    for (Index_t i = 0; i < 8 * m_numElem; ++i) ++m_nodeElemStart[m_nodelist[i] + 1];
    for (Index_t i = 0; i < m_numNode; ++i) m_nodeElemStart[i + 1] += m_nodeElemStart[i];
    m_nodeElemCornerList.resize(8 * m_numElem);
    std::vector<Index_t> fill(m_nodeElemStart.begin(), m_nodeElemStart.end() - 1);
    for (Index_t i = 0; i < 8 * m_numElem; ++i) m_nodeElemCornerList[fill[m_nodelist[i]]++] = i;
  }
  Real_t &x(Index_t idx) { return m_x[idx]; }
  Real_t &y(Index_t idx) { return m_y[idx]; }
  Real_t &z(Index_t idx) { return m_z[idx]; }
  Real_t &fx(Index_t idx) { return m_fx[idx]; }
  Real_t &fy(Index_t idx) { return m_fy[idx]; }
  Real_t &fz(Index_t idx) { return m_fz[idx]; }
  Real_t &p(Index_t idx) { return m_p[idx]; }
  Index_t *nodelist(Index_t idx) { return &m_nodelist[Index_t(8) * idx]; }
  Index_t nodeElemCount(Index_t idx) { return m_nodeElemStart[idx + 1] - m_nodeElemStart[idx]; }
  Index_t *nodeElemCornerList(Index_t idx) { return &m_nodeElemCornerList[m_nodeElemStart[idx]]; }
  Index_t numElem() const { return m_numElem; }
  Index_t numNode() const { return m_numNode; }

 private:
  Index_t m_nx, m_numNode, m_numElem;
  std::vector<Real_t> m_x, m_y, m_z, m_fx, m_fy, m_fz, m_p;
  std::vector<Index_t> m_nodelist, m_nodeElemStart, m_nodeElemCornerList;
};

static inline Real_t CalcElemVolume(const Real_t x[8], const Real_t y[8], const Real_t z[8]) {
  Real_t dx = (x[1] + x[2] + x[5] + x[6]) - (x[0] + x[3] + x[4] + x[7]);
  Real_t dy = (y[2] + y[3] + y[6] + y[7]) - (y[0] + y[1] + y[4] + y[5]);
  Real_t dz = (z[4] + z[5] + z[6] + z[7]) - (z[0] + z[1] + z[2] + z[3]);
  return dx * dy * dz / 64.0;
}

static void CalcForceForNodes(Domain &domain) {
  Index_t numElem = domain.numElem();
  Index_t numNode = domain.numNode();
  Index_t numElem8 = numElem * 8;
  Real_t *fx_elem = new Real_t[numElem8];
  Real_t *fy_elem = new Real_t[numElem8];
  Real_t *fz_elem = new Real_t[numElem8];
#pragma omp parallel for firstprivate(numElem)
  for (Index_t k = 0; k < numElem; ++k) {
    const Index_t *const elemToNode = domain.nodelist(k);
    Real_t x_local[8], y_local[8], z_local[8];
    for (Index_t lnode = 0; lnode < 8; ++lnode) {
      Index_t gnode = elemToNode[lnode];
      x_local[lnode] = domain.x(gnode);
      y_local[lnode] = domain.y(gnode);
      z_local[lnode] = domain.z(gnode);
    }
    Real_t vol = CalcElemVolume(x_local, y_local, z_local);
    for (Index_t lnode = 0; lnode < 8; ++lnode) {
      fx_elem[k * 8 + lnode] = -domain.p(k) * vol * (x_local[lnode] - x_local[(lnode + 1) & 7]);
      fy_elem[k * 8 + lnode] = -domain.p(k) * vol * (y_local[lnode] - y_local[(lnode + 3) & 7]);
      fz_elem[k * 8 + lnode] = -domain.p(k) * vol * (z_local[lnode] - z_local[(lnode + 4) & 7]);
    }
  }
#pragma omp parallel for firstprivate(numNode)
  for (Index_t gnode = 0; gnode < numNode; ++gnode) {
    Index_t count = domain.nodeElemCount(gnode);
    Index_t *cornerList = domain.nodeElemCornerList(gnode);
    Real_t fx_tmp = Real_t(0.0), fy_tmp = Real_t(0.0), fz_tmp = Real_t(0.0);
    for (Index_t i = 0; i < count; ++i) {
      Index_t elem = cornerList[i];
      fx_tmp += fx_elem[elem];
      fy_tmp += fy_elem[elem];
      fz_tmp += fz_elem[elem];
    }
    domain.fx(gnode) = fx_tmp;
    domain.fy(gnode) = fy_tmp;
    domain.fz(gnode) = fz_tmp;
  }
  delete[] fz_elem;
  delete[] fy_elem;
  delete[] fx_elem;
}

static Real_t SmoothPressure(Domain &domain, Index_t numthreads) {
  const Index_t len = 27;
  Index_t numElem = domain.numElem();
  Real_t *scratch = new Real_t[numthreads * len];
  std::vector<Real_t> out(numElem);
#pragma omp parallel for firstprivate(numElem)
  for (Index_t k = 0; k < numElem; ++k) {
    Real_t *mine = &scratch[omp_get_thread_num() * len];
    for (Index_t t = 0; t < len; ++t) mine[t] = domain.p((k + t) % numElem) * (t + 1);
    Real_t s = 0;
    for (Index_t t = 0; t < len; ++t) s += mine[t];
    out[k] = s / (len * (len + 1) / 2);
  }
  delete[] scratch;
  Real_t tot = 0;
  for (Index_t k = 0; k < numElem; ++k) tot += out[k] * ((k % 5) + 1);
  return tot;
}

int main() {
  Domain domain(12);
  Index_t numthreads = omp_get_max_threads();
  CalcForceForNodes(domain);
  Real_t sx = 0, sy = 0, sz = 0;
  for (Index_t i = 0; i < domain.numNode(); ++i) {
    sx += domain.fx(i) * (i % 3 + 1);
    sy += domain.fy(i) * (i % 5 + 1);
    sz += std::fabs(domain.fz(i));
  }
  Real_t sp = SmoothPressure(domain, numthreads);
  std::printf("fx=%.10e fy=%.10e fz=%.10e sp=%.8f\n", sx, sy, sz, sp);
  return 0;
}
