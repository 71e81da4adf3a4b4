// C team mode: a function-local macro over the function's variables, used inside another
// macro's argument (ImageMagick's enhance.c and quantize.c: `SetPixelRed(q, GAMMA(...))`).
// The variables' tokens come from the inner macro's body, carried by the outer macro's
// argument; they were taken for the argument's text, so the inner macro's definition was
// rewritten in the function and copied unchanged to the outlined body ('g' undeclared,
// helper-59). Now the names are `#define`d around the outlined body, or, where a name also
// names a member in the region (`px.g`), the inner macro is redefined there, as when it is
// used directly.
// EXPECT-TRANSLATION: #define g (*__hb_p_g)
// EXPECT-TRANSLATION: #define SHADE(x) (pow((x),(*__hb_p_g))*(hi-lo)+lo)
// EXPECT-OUTPUT: first=0.275000 sum=18.488977 members=ok
// EXPECT-OUTPUT: pixels=11.320313
#include <math.h>
#include <omp.h>
#include <stdio.h>
#define STORE(p, v) ((p) = (v))

static double curve_sum(const double v, const double g, const double lo, const double hi, int *members_ok) {
#define CURVE(x) (pow((x),g)*(hi-lo)+lo)
  double out[64], first = CURVE(0.5);
  int n = 64, seen = 0;
#pragma omp parallel
  {
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) STORE(out[i], CURVE(v * i / 64.0));
#pragma omp atomic
    seen++;
  }
  *members_ok = seen >= 1;
  double s = first;
  for (int i = 0; i < n; i++) s += out[i];
  printf("first=%f ", first);
  return s;
}

struct rgb { double r, g, b; };

static double pixel_sum(const double g, const double lo, const double hi) {
#define SHADE(x) (pow((x),g)*(hi-lo)+lo)
  struct rgb px[32];
  int n = 32, seen = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
      px[i].r = i / 32.0;
      STORE(px[i].g, SHADE(px[i].r));
    }
#pragma omp atomic
    seen++;
  }
  double s = seen > 0;
  for (int i = 0; i < n; i++) s += px[i].g;
  return s;
}

int main(void) {
  int ok = 0;
  double s = curve_sum(0.9, 2.0, 0.1, 0.8, &ok);
  printf("sum=%f members=%s\n", s, ok ? "ok" : "bad");
  printf("pixels=%f\n", pixel_sum(2.0, 0.1, 0.8));
  return 0;
}
