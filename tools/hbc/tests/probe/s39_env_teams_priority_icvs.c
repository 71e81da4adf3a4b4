/* OMP_MAX_TASK_PRIORITY, OMP_NUM_TEAMS and OMP_TEAMS_THREAD_LIMIT set the ICVs that
   omp_get_max_task_priority, omp_get_max_teams and omp_get_teams_thread_limit answer; hbc
   answered 0 for all three (LLVM's omp_nteams_api_env.c, omp_task_priority.c; helper-41). */
// PROBE-ENV: OMP_MAX_TASK_PRIORITY=42 OMP_NUM_TEAMS=5 OMP_TEAMS_THREAD_LIMIT=7
// PROBE-OUTPUT: prio=42 teams=5 tlimit=7
#include <stdio.h>
#include <omp.h>
int main(void) {
  printf("prio=%d teams=%d tlimit=%d\n", omp_get_max_task_priority(), omp_get_max_teams(),
         omp_get_teams_thread_limit());
  return 0;
}
