/* C: a variable whose type is an enum without a name, declared in the function, used in an
   outlined loop body, a collapsed loop, a team-mode region and a task (data.table's
   frollR.c: `enum { MEAN, SUM } sfun;` switched on in a `parallel for collapse(2)`, refused
   until session 45, helper-69). The outlined code declares such a variable with the enum's
   integer type, compatible with it, and its enumerators again. A named local enum that
   cannot move is still refused (local_types_refused.c). */
// EXPECT-OUTPUT: sum=4950 sub=-4950 grid=300 team=2 task=1 modes=2
#include <omp.h>
#include <stdio.h>
#include <string.h>

static long run(const char *how) {
  enum { ADD, SUB } op = ADD;
  long total = 0;
  int i;
  if (!strcmp(how, "sub")) op = SUB;
#pragma omp parallel for reduction(+ : total)
  for (i = 0; i < 100; i++) {
    switch (op) {
    case ADD: total += i; break;
    case SUB: total -= i; break;
    }
  }
  return total;
}

int main(void) {
  enum { MEAN, SUM } sfun = SUM, modes[2] = {MEAN, SUM}, *pm = &sfun;
  long grid = 0;
  int team = 0, task = 0, nmodes = 0, i, j;
#pragma omp parallel for collapse(2) reduction(+ : grid)
  for (i = 0; i < 10; i++)
    for (j = 0; j < 15; j++) grid += *pm == SUM ? 2 : 1;
#pragma omp parallel num_threads(2) reduction(+ : team)
  {
    if (sfun == SUM && omp_get_thread_num() < 2) team += 1;
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp task shared(task)
    task = sfun == SUM;
  }
#pragma omp parallel for reduction(+ : nmodes)
  for (i = 0; i < 2; i++) nmodes += modes[i] == MEAN || modes[i] == SUM;
  printf("sum=%ld sub=%ld grid=%ld team=%d task=%d modes=%d\n", run("add"), run("sub"), grid, team, task, nmodes);
  return 0;
}
