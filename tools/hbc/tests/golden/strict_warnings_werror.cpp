// C++ under strict warnings made errors, which the program meets without hbc: hbc's copies
// shadow the originals (reduction copies, nested loops' lambda parameters, team-mode
// firstprivate objects), its casts are C casts, and the library's inline code declares
// locals (`a`, `b`, `m`) that globals of those names are shadowed by. Until session 45,
// `-Wshadow -Werror` stopped it ("declaration of 's' shadows a previous local").
// FLAGS: -Wall -Wextra -Wshadow -Wold-style-cast -Wuseless-cast -Wconversion -Wsign-conversion -Wcast-qual -Werror
// EXPECT-TRANSLATION: HBC_WARNINGS_OFF
// EXPECT-OUTPUT: s=4950 nested=72000 team=2 a=1 b=2
#include <omp.h>
#include <cstdio>

int a = 1, b = 2, m = 0;

struct Counter {
  long n = 0;
  long get() const { return n + 1; }
};

int main() {
  long s = 0, nested = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 100; i++) s += i;
#pragma omp parallel for reduction(+ : nested)
  for (int i = 0; i < 20; i++) {
#pragma omp parallel for reduction(+ : nested)
    for (int j = 0; j < 30; j++) {
      long t = 0;
#pragma omp parallel for reduction(+ : t)
      for (int k = 0; k < 40; k++) t += 3;
      nested += t;
    }
  }
  const Counter c;
  int team = 0;
#pragma omp parallel firstprivate(c) reduction(+ : team) num_threads(2)
  {
    if (omp_get_thread_num() < 2) team += static_cast<int>(c.get());
  }
  std::printf("s=%ld nested=%ld team=%d a=%d b=%d\n", s, nested, team, a, b + m);
}
