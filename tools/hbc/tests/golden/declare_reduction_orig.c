// EXPECT-OUTPUT: nbins=5 20100 20000 20000 20000 20000 0 0 0 m=17
// EXPECT-OUTPUT: region nbins=3 33434 33333 33333
// EXPECT-TRANSLATION: ((void **)__hb_ctx)[
/* omp_orig in a C declare reduction's initializer: a histogram struct whose bin count
   comes from the original (call form), and an idempotent minimum whose copies start from
   the original (copy form); the first on a `for` in a region too. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int nbins; long bins[8]; } hist_t;
static void hist_zero(hist_t *p, const hist_t *o) { p->nbins = o->nbins; for (int i = 0; i < 8; i++) p->bins[i] = 0; }
static void hist_add(hist_t *o, const hist_t *i) { for (int k = 0; k < o->nbins; k++) o->bins[k] += i->bins[k]; }
#pragma omp declare reduction(hadd : hist_t : hist_add(&omp_out, &omp_in)) initializer(hist_zero(&omp_priv, &omp_orig))
#pragma omp declare reduction(lo : int : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv = omp_orig)
int main(void) {
  hist_t h = { 5, { 100, 0, 0, 0, 0, 0, 0, 0 } };
  int m = 12345;
#pragma omp parallel for reduction(hadd : h) reduction(lo : m)
  for (int i = 0; i < 100000; i++) {
    h.bins[(i * 7) % h.nbins]++;
    int v = (i * 7919) % 100003 + 17;
    if (v < m) m = v;
  }
  printf("nbins=%d", h.nbins);
  for (int k = 0; k < 8; k++) printf(" %ld", h.bins[k]);
  printf(" m=%d\n", m);
  hist_t r = { 3, { 100, 0, 0, 0, 0, 0, 0, 0 } };
#pragma omp parallel shared(r)
  {
#pragma omp for reduction(hadd : r)
    for (int i = 0; i < 100000; i++) r.bins[i % r.nbins]++;
  }
  printf("region nbins=%d %ld %ld %ld\n", r.nbins, r.bins[0], r.bins[1], r.bins[2]);
  return 0;
}
