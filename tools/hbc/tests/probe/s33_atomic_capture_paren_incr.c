/* Right output (gcc without -fopenmp): "5 6"
   Before session 33, hbc: rejected, "error: hbc: unsupported form of 'atomic' (structured block)".
   `{ old = *p; (*p)++; }` is the capture form {v = x; x++;} with x written `(*p)` in the
   update (parentheses needed by C); `{ old = *p; *p += 1; }` is accepted.
   From OpenMP Examples synchronization/sources/atomic.3.c (fetch_and_add). */
#include <stdio.h>
int fetch_and_add(int *p)
{
  int old;
#pragma omp atomic capture
  { old = *p; (*p)++; }
  return old;
}
int main(void)
{
  int v = 5;
  int a = fetch_and_add(&v);
  printf("%d %d\n", a, v);
  return 0;
}
