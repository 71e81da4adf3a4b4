/* A loop variable that points to a variable-length array: its type names the local `n`,
   which the outlined loop body cannot. Refused with the loop's line since session 39
   (libgomp for-13.c: the output did not compile, "'n' undeclared"). */
// EXPECT-ERROR: a loop variable of a variably modified type (a pointer to a variable-length array) is not supported
// EXPECT-ERROR-LINE: 9
void bump_rows(void *base, void *end, int n) {
  unsigned short (*p)[n], (*q)[n] = base, (*r)[n] = end;
#pragma omp parallel for
  for (p = q; p != r; p++)
    (*p)[0] += 1;
}
