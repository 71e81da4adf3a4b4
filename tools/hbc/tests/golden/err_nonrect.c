// hbc's own canonical-loop checks: a non-rectangular collapsed nest.
// EXPECT-ERROR: non-rectangular collapsed loop nest is not supported
int main(void) {
  int i, j, a[10][10];
#pragma omp parallel for collapse(2)
  for (i = 0; i < 10; i++)
    for (j = 0; j < i; j++) a[i][j] = i;
  return a[2][1];
}
