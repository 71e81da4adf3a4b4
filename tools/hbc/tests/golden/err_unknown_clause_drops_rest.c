// A clause clang 14 does not know (a typo, or another compiler's extension) ends clang's
// parse of the directive, and the clauses after it would be dropped with only a warning: here
// the reduction, which would leave s shared and racing. gcc rejects the line; so does hbc.
// EXPECT-CLANG-ERROR: extra tokens at the end of '#pragma omp parallel for' are ignored
int main(void) {
  long s = 0;
#pragma omp parallel for schedule(static) nosuchclause reduction(+:s)
  for (int i = 0; i < 1000; i++) s += i;
  return s == 499500 ? 0 : 1;
}
