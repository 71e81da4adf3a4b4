// PROBE-OUTPUT: touched=128
// The address taken in the second loop of a collapse(3) taskloop's nest (libgomp's
// pr86539.C): the bounds are the originals', the copies come later.
#include <cstdio>
int a[384];
static void mark(int &b, int &c) {
#pragma omp taskloop shared(a) collapse(3)
  for (int i = 0; i < 1; i++)
    for (int *p = &b; p < &c; p++)
      for (int j = 0; j < 1; j++) p[0]++;
}
int main() {
#pragma omp parallel
#pragma omp single
  mark(a[128], a[256]);
  int touched = 0;
  for (int i = 0; i < 384; i++) touched += a[i];
  std::printf("touched=%d\n", touched);
  return 0;
}
