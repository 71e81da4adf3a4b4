/* ICVs a task sets (omp_set_num_threads, omp_set_schedule) are the task's own (OpenMP
   2.4.4): the encountering task keeps its values after the task, whether the task is
   undeferred (if(0)), deferrable, or created in a team-mode region (which asks its thread
   number). hbc's in-place tasks leaked them out (libgomp icv-1.c). */
// PROBE-OUTPUT: err=0 after=4
#include <stdio.h>
#include <omp.h>
int main(void) {
  int err = 0;
  omp_set_num_threads(4);
#pragma omp parallel reduction(|: err) num_threads(1)
  {
    if (omp_get_max_threads() != 4) err |= 1;
    omp_set_num_threads(6);
#pragma omp task if(0) shared(err)
    {
      if (omp_get_max_threads() != 6) err |= 2;
      omp_set_num_threads(5);
      if (omp_get_max_threads() != 5) err |= 4;
    }
    if (omp_get_max_threads() != 6) err |= 8;
#pragma omp task shared(err)
    {
      omp_set_num_threads(3);
      omp_set_schedule(omp_sched_static, 7);
    }
#pragma omp taskwait
    omp_sched_t k;
    int chunk;
    omp_get_schedule(&k, &chunk);
    if (omp_get_max_threads() != 6 || chunk == 7) err |= 16;
  }
  int shared_err = 0;
#pragma omp parallel num_threads(2) shared(shared_err)
  {
    int me = omp_get_thread_num();
    omp_set_num_threads(7 + me);
#pragma omp task
    omp_set_num_threads(2);
#pragma omp taskwait
    if (omp_get_max_threads() != 7 + me) {
#pragma omp atomic
      shared_err |= 32;
    }
  }
  printf("err=%d after=%d\n", err | shared_err, omp_get_max_threads());
  return 0;
}
