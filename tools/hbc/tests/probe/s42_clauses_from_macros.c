/* Clause expressions written by macros: ImageMagick's pragmas end in
   `magick_number_threads(image,image,rows,1)`, a macro that expands to `num_threads(...)`
   (and `if(...)`). The expression's text was the macro's use: in heartbeat mode the program
   called an undefined `num_threads`, and in team mode the clause was dropped, so a region
   limited to one thread ran on every worker (team=2 for 1; helper-59, session 42). */
// PROBE-OUTPUT: team=1 sum=4950 iff=1 obj=1 max=2 chunk=2 tid_sum=4950 dyn=4950
#include <stdio.h>
#include <omp.h>
#define LIMIT_THREADS(work) num_threads((work) / 64 > 0 ? (work) / 64 : 1)
#define SERIAL_IF(n) if ((n) > 1000)
#define ONE_THREAD num_threads(1)
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CHUNK(n) ((n) / 50)
#define NT 2
int main(void) {
  long rows = 40, n = 100, sum = 0, tid_sum = 0, dyn = 0;
  int team = 0, iff = 0, obj = 0, max = 0, chunk = 0;
#pragma omp parallel for schedule(static) LIMIT_THREADS(rows)
  for (long i = 0; i < rows; i++)
    if (omp_get_thread_num() == 0 && i == 0) team = omp_get_num_threads();
#pragma omp parallel for schedule(static) reduction(+ : sum) LIMIT_THREADS(n)
  for (long i = 0; i < n; i++) sum += i;
#pragma omp parallel for schedule(static) SERIAL_IF(rows)
  for (long i = 0; i < rows; i++)
    if (omp_get_thread_num() == 0 && i == 0) iff = omp_get_num_threads();
#pragma omp parallel ONE_THREAD
  {
#pragma omp single
    obj = omp_get_num_threads();
  }
  int want = 1;
#pragma omp parallel num_threads(MAX(want, NT))
  {
#pragma omp single
    max = omp_get_num_threads();
  }
  /* a chunk size from a macro over a local, in a team-mode loop (it asks its thread number) */
#pragma omp parallel num_threads(NT) reduction(+ : tid_sum)
  {
#pragma omp for schedule(static, CHUNK(n))
    for (long i = 0; i < n; i++) tid_sum += i + 0 * omp_get_thread_num();
#pragma omp single
    chunk = (int)CHUNK(n);
  }
#pragma omp parallel for schedule(dynamic, CHUNK(n)) reduction(+ : dyn)
  for (long i = 0; i < n; i++) dyn += i;
  printf("team=%d sum=%ld iff=%d obj=%d max=%d chunk=%d tid_sum=%ld dyn=%ld\n", team, sum, iff, obj, max, chunk,
         tid_sum, dyn);
  return 0;
}
