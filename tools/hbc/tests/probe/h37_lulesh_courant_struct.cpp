// LULESH-like time-constraint calculation: CalcCourantConstraintForElems and
// CalcHydroConstraintForElems over region element lists, each with a region-local minimum
// found by `#pragma omp parallel for reduction(min:dtcourant)` and the element index of the
// minimum found by a second pass; a `struct Params` passed `firstprivate` into the loop; the
// results written back into a Domain's members by reference. Regions via std::vector<Index_t>.
#include <cmath>
#include <cstdio>
#include <vector>
#include <cfloat>

typedef double Real_t;
typedef int Index_t;

struct Params {
  Real_t qqc, dvovmax, hgcoef;
  Index_t length;
};

class Domain {
 public:
  explicit Domain(Index_t n) : numElem(n), m_ss(n), m_arealg(n), m_vdov(n), m_regElemList(4) {
    for (Index_t i = 0; i < n; i++) {
      m_ss[i] = 1.0 + 0.37 * ((i * 7919) % 101) / 101.0;
      m_arealg[i] = 0.5 + 0.25 * ((i * 104729) % 53) / 53.0;
      m_vdov[i] = (i % 11 == 0) ? 0.0 : 0.01 * (((i * 31) % 41) - 20);
      m_regElemList[(i * 13) % 4].push_back(i);
    }
    m_dtcourant = 1.0e20;
    m_dthydro = 1.0e20;
  }
  Real_t &ss(Index_t i) { return m_ss[i]; }
  Real_t &arealg(Index_t i) { return m_arealg[i]; }
  Real_t &vdov(Index_t i) { return m_vdov[i]; }
  std::vector<Index_t> &regElemlist(int r) { return m_regElemList[r]; }
  Index_t numReg() const { return (Index_t)m_regElemList.size(); }
  Real_t &dtcourant() { return m_dtcourant; }
  Real_t &dthydro() { return m_dthydro; }

  Index_t numElem;
  std::vector<Real_t> m_ss, m_arealg, m_vdov;
  std::vector<std::vector<Index_t>> m_regElemList;
  Real_t m_dtcourant, m_dthydro;
};

static inline void CalcCourantConstraintForElems(Domain &domain, Index_t length, Index_t *regElemlist, Params p,
                                                 Real_t &dtcourant, Index_t &where) {
  Real_t dtcourant_tmp = dtcourant;
  Index_t courant_elem = -1;
#pragma omp parallel for firstprivate(length, p) reduction(min : dtcourant_tmp)
  for (Index_t i = 0; i < length; ++i) {
    Index_t indx = regElemlist[i];
    Real_t dtf = domain.ss(indx) * domain.ss(indx);
    if (domain.vdov(indx) < Real_t(0.)) {
      dtf = dtf + p.qqc * domain.arealg(indx) * domain.arealg(indx) * domain.vdov(indx) * domain.vdov(indx);
    }
    dtf = std::sqrt(dtf);
    dtf = domain.arealg(indx) / dtf;
    if (domain.vdov(indx) != Real_t(0.)) {
      if (dtf < dtcourant_tmp) dtcourant_tmp = dtf;
    }
  }
#pragma omp parallel for reduction(max : courant_elem)
  for (Index_t i = 0; i < length; ++i) {
    Index_t indx = regElemlist[i];
    if (domain.vdov(indx) == 0.0) continue;
    Real_t dtf = domain.ss(indx) * domain.ss(indx);
    if (domain.vdov(indx) < 0.0)
      dtf += p.qqc * domain.arealg(indx) * domain.arealg(indx) * domain.vdov(indx) * domain.vdov(indx);
    if (domain.arealg(indx) / std::sqrt(dtf) == dtcourant_tmp && indx > courant_elem) courant_elem = indx;
  }
  if (courant_elem != -1) { dtcourant = dtcourant_tmp; where = courant_elem; }
}

static inline void CalcHydroConstraintForElems(Domain &domain, Index_t length, Index_t *regElemlist, Real_t dvovmax,
                                               Real_t &dthydro) {
  Real_t dthydro_tmp = dthydro;
#pragma omp parallel for reduction(min : dthydro_tmp) firstprivate(dvovmax)
  for (Index_t i = 0; i < length; ++i) {
    Index_t indx = regElemlist[i];
    if (domain.vdov(indx) != Real_t(0.)) {
      Real_t dtdvov = dvovmax / (std::fabs(domain.vdov(indx)) + Real_t(1.e-20));
      if (dthydro_tmp > dtdvov) dthydro_tmp = dtdvov;
    }
  }
  dthydro = dthydro_tmp;
}

int main() {
  Domain domain(30000);
  Params p{1.3333333333 * 1.3333333333 * 64.0, 0.1, 3.0e-2, 0};
  for (Index_t r = 0; r < domain.numReg(); ++r) {
    Index_t where = -1;
    Real_t dtc = domain.dtcourant();
    p.length = (Index_t)domain.regElemlist(r).size();
    CalcCourantConstraintForElems(domain, p.length, domain.regElemlist(r).data(), p, dtc, where);
    if (dtc < domain.dtcourant()) domain.dtcourant() = dtc;
    Real_t dth = domain.dthydro();
    CalcHydroConstraintForElems(domain, p.length, &domain.regElemlist(r)[0], p.dvovmax, dth);
    if (dth < domain.dthydro()) domain.dthydro() = dth;
    std::printf("region %d: %d elems, courant %.10e at %d, hydro %.10e\n", r, p.length, dtc, where, dth);
  }
  std::printf("dtcourant %.10e dthydro %.10e\n", domain.dtcourant(), domain.dthydro());
  return 0;
}
