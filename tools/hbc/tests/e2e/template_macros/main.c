/* A loop in a file that a function #includes (a C template) is outlined before the
 * function, where the macros the function sets before the #include are not yet defined:
 * hbc sets them around the outlined code to their state at the construct, as for a construct
 * written in the function itself (golden c_function_local_macros.c). Before session 49 an
 * included construct got none of them: its `#if` took the branch of the state before the
 * function (silently), and a macro the function defined was undefined there (helper-84,
 * SuiteSparse:GraphBLAS's templates). */
#include <stdio.h>
static long squares(int n) {
  long s = 0;
#define SQUARE 1
#define TERM(x) (3 * (x))
#include "sum_body.inc"
#undef TERM
#undef SQUARE
  return s;
}
static long plain(int n) {
  long s = 0;
#define SQUARE 0
#define TERM(x) ((x) + 1)
#include "sum_body.inc"
#undef TERM
#undef SQUARE
  return s;
}
#define TERM(x) (x)
static long unset(int n) {
  long s = 0;
#include "sum_body.inc"
  return s;
}
int main(void) {
  printf("%ld %ld %ld\n", squares(1000), plain(1000), unset(1000));
  return 0;
}
