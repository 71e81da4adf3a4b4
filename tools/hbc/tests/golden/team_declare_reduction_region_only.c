// A region whose only need of its team is its own reduction clause, a `declare reduction`:
// team mode combines each member's copy with the combiner (session 72; hbc stopped with
// "unsupported reduction operator' before). e2e team_region_user_reduction.cpp.
typedef struct { int v; } box;
#pragma omp declare reduction(bsum : box : omp_out.v += omp_in.v) initializer(omp_priv = (box){0})
int main(void) {
  box b = {1};
  int a[100];
  for (int i = 0; i < 100; i++) a[i] = i;
#pragma omp parallel reduction(bsum : b)
  {
#pragma omp for
    for (int i = 0; i < 100; i++) b.v += a[i];
  }
  printf("%d\n", b.v);
  return 0;
}
