// C: threadprivate naming some variables of a declaration (DataRaceBench DRB085 writes
// `int sum0=0, sum1=0;` with threadprivate(sum0)): the declaration is split so that only the
// threadprivate ones become thread-local; `sum1` stays one shared variable, and `arr`'s
// initializer keeps its commas.
// EXPECT-TRANSLATION: __thread int sum0=0; int sum1=0; int arr[3] = {1, 2, 3};
// EXPECT-TRANSLATION: static __thread long t1; static long t2; static __thread long *t3;
// EXPECT-OUTPUT: sum1=4950 shared=4950 arr=6 t=45
#include <stdio.h>
int sum0=0, sum1=0, arr[3] = {1, 2, 3};
#pragma omp threadprivate(sum0)
static long t1, t2, *t3;
#pragma omp threadprivate(t1, t3)

int main(void) {
  int shared = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < 100; i++) sum0 += i;
#pragma omp critical
    shared += sum0;
  }
  for (int i = 0; i < 100; i++) sum1 += i;
  t2 = 0;
#pragma omp parallel for reduction(+ : t2)
  for (int i = 0; i < 10; i++) { t1 = i; t3 = &t1; t2 += *t3; }
  printf("sum1=%d shared=%d arr=%d t=%ld\n", sum1, shared, arr[0] + arr[1] + arr[2], t2);
  return 0;
}
