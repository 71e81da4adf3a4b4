// Code that every thread of a region runs, with effects that tell how many threads ran it: a
// node pushed on a shared list and text appended under critical, a compare-and-swap loop,
// write() to a pipe, and rand()'s shared generator. Each needs a team; heartbeat mode ran
// them once (session 70's helper: list length 1, appended 1, CAS count 1, one byte, one draw).
// EXPECT-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: list=1 strcat=1 cas=1 write=1 rand=1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <omp.h>
struct node { struct node *next; };
int main(void) {
  int team = 0;
#pragma omp parallel
#pragma omp single
  team = omp_get_num_threads();
  struct node *head = NULL;
#pragma omp parallel
  {
    struct node *n = malloc(sizeof *n);
#pragma omp critical
    { n->next = head; head = n; }
  }
  int len = 0;
  while (head) { struct node *x = head; head = head->next; free(x); len++; }
  char buf[64] = "";
#pragma omp parallel
  {
#pragma omp critical
    strcat(buf, "x");
  }
  int count = 0;
#pragma omp parallel
  {
    int old = count;
    while (!__sync_bool_compare_and_swap(&count, old, old + 1)) old = count;
  }
  int fds[2];
  if (pipe(fds) != 0) return 1;
#pragma omp parallel
  if (write(fds[1], "x", 1) != 1) abort();
  close(fds[1]);
  char got[64];
  ssize_t bytes = read(fds[0], got, sizeof got);
  srand(1);
#pragma omp parallel
  (void)rand();
  int next = rand(), want = 0;
  srand(1);
  for (int i = 0; i <= team; i++) want = rand();
  printf("list=%d strcat=%d cas=%d write=%d rand=%d\n", len == team, (int)strlen(buf) == team, count == team,
         bytes == team, next == want);
  return 0;
}
