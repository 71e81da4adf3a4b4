/* C under strict warnings made errors, which the program meets without hbc: hbc's private
   copies keep the names they stand for (a team-mode region's copy of a global, a reduction's
   copy, a nested loop's parameters), its declarations follow statements, and its headers'
   inline code named a local `m` that a program's global `m` is shadowed by. Each function
   holding a construct is wrapped in HBC_WARNINGS_OFF/ON, the library's headers are system
   headers, and they say `__inline__`, which -std=c89 knows. Until session 45 the first
   stopped the build with "declaration of 'scratch' shadows a global declaration".
   (The directives below sit in this comment: ISO C90 has no // comments.)
   // FLAGS: -std=c89 -pedantic-errors -Wall -Wextra -Wshadow -Wconversion -Wdeclaration-after-statement -Wcast-qual -Wredundant-decls -Wc90-c99-compat -Werror
   // EXPECT-TRANSLATION: HBC_WARNINGS_OFF
   // EXPECT-OUTPUT: team=56 sum=4950 nested=600 m=3
*/
#include <omp.h>
#include <stdio.h>

int scratch;
int m = 3;

int main(void) {
  int out[8], team = 0, i;
  long sum = 0, nested = 0;
#pragma omp parallel private(scratch)
  {
    int k;
#pragma omp for
    for (k = 0; k < 8; k++) {
      scratch = 2 * k + 0 * omp_get_thread_num();
      out[k] = scratch;
    }
  }
  for (i = 0; i < 8; i++) team += out[i];
#pragma omp parallel for reduction(+ : sum)
  for (i = 0; i < 100; i++) sum += i;
#pragma omp parallel for reduction(+ : nested)
  for (i = 0; i < 20; i++) {
    int j;
#pragma omp parallel for reduction(+ : nested)
    for (j = 0; j < 30; j++) nested += 1;
  }
  printf("team=%d sum=%ld nested=%ld m=%d\n", team, sum, nested, m);
  return 0;
}
