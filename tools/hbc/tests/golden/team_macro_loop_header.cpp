// Macros that write OpenMP constructs with their code, as CImg's do (helper-43, session 39:
// 50 refusals): a loop header written by a macro (`cimg_rofoff`) under a `for` of a region
// that runs in team mode (it asks its thread number), and a function-like macro holding the
// _Pragma, its loop and an `if` clause (`cimg_openmp_for`). Team mode cannot rewrite either
// where it stands; since session 40 the first parse notes that, the uses are written out
// expanded, and the second parse translates them. The loop variable's type is a member
// typedef of the class template: team mode spells it as written (printed, it lost the
// template's arguments: `Img::longT`).
// EXPECT-OUTPUT: sum=4950 fill=1199 members_ok=1
// EXPECT-TRANSLATION: longT __hb_lb
// EXPECT-NO-TRANSLATION: ROF(n, k) s
#include <cstdio>
#include <omp.h>
#define PRAGMA(x) _Pragma(#x)
#define OMP(p) PRAGMA(omp p)
#define ROF(n, k) for (longT k = (longT)(n) - 1; k >= 0; --k)
#define FILL(img, expr, min) \
  OMP(parallel for if ((img).n >= (min))) \
  for (longT i = 0; i < (img).n; ++i) (img).data[i] = (expr);
template <typename T> struct Img {
  typedef long longT;
  T data[100];
  longT n = 100;
  double sum(int &members_ok) {
    double s = 0;
    int size = 0, seen = 0;
    OMP(parallel reduction(+ : s, seen)) {
      seen += 1;
      OMP(single) size = omp_get_num_threads();
      OMP(for) ROF(n, k) s += data[k];
    }
    members_ok = seen == size;
    return s;
  }
  void fill(int v) { FILL(*this, v + (T)(i % 3), 10) }
};
int main() {
  Img<double> im;
  for (int i = 0; i < 100; i++) im.data[i] = i;
  int ok = 0;
  double s = im.sum(ok);
  im.fill(11);
  double f = 0;
  for (int i = 0; i < 100; i++) f += im.data[i];
  std::printf("sum=%g fill=%g members_ok=%d\n", s, f, ok);
  return 0;
}
