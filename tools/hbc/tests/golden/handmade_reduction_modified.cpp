// The hand-made reduction idiom where the partial is changed between its declaration and
// the loop: it no longer holds the identity, so the loop's result is combined into it.
// EXPECT-TRANSLATION: hbc_rt::reduce_range(
// EXPECT-NO-TRANSLATION: reduce_range_from_identity
// EXPECT-OUTPUT: 4957
#include <cstdio>
int main() {
  long sum = 0;
#pragma omp parallel
  {
    long part = 0;
    part += 7;
#pragma omp for
    for (int i = 0; i < 100; ++i) part += i;
#pragma omp critical
    sum += part;
  }
  std::printf("%ld\n", sum);
}
