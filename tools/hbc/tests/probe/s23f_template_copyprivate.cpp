/* An orphaned single copyprivate in a function template whose item has the template's
   type (instantiated with int). The calling region takes team mode (the instantiation's
   item is trivially copyable) but the template's text is emitted from the pattern, where
   the dependent type is not known to be trivially copyable: the run-time stop form. Since
   session 23 the pattern binds it too; since session 43 each instantiation's item is
   copied by hbc_rt::copyprivate_assign (bytes when trivially copyable, else assignment). */
#include <stdio.h>
template <typename T> T bcast(T seed) {
  T v;
#pragma omp single copyprivate(v)
  v = seed;
  return v;
}
int main() {
  int s = 0;
#pragma omp parallel reduction(+:s)
  s += bcast<int>(5);
  printf("ok=%d\n", s > 0 && s % 5 == 0);
  return 0;
}
