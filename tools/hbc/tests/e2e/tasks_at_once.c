/* Task bodies that make no group (hbc_at_once_scope, docs/hbc-internals-tasks.md "Tasks"), C: the
 * outlined tasks' scopes (hbc_task_scope_open) past the thread's latent places. As
 * tasks_at_once.cpp: deep in a recursion of tasks, taskwait and taskgroup wait for what they
 * must, final and if keep their meaning, and bodies that make groups again (requests from
 * idle workers, at 2 and 3 workers) nest under bodies that made none.
 * E2E-WORKERS: 1 2 3 */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static long final_wrong, not_final_wrong, group_wrong;

/* whether omp_in_final() is as OpenMP says here (the sequential build has nothing to check) */
static int final_is(int want) {
#ifdef _OPENMP
  return (omp_in_final() != 0) == want;
#else
  (void)want;
  return 1;
#endif
}
static void count(long *c) {
#pragma omp atomic
  (*c)++;
}

/* undeferred (its if clause false when it runs), with a child, where hbc cannot see that it
 * runs under a final task: included and final there, and so is its child */
static void undeferred_with_child(long id) {
#pragma omp task if (id < 0)
  {
    if (!final_is(1)) count(&final_wrong);
#pragma omp task
    if (!final_is(1)) count(&final_wrong);
  }
}
/* the same where no task is final: the child is an ordinary task, waited for by the taskwait */
static void undeferred_with_child_not_final(long id) {
  long seen = -1;
#pragma omp task if (id < 0) shared(seen) firstprivate(id)
  {
    if (!final_is(0)) count(&not_final_wrong);
#pragma omp task shared(seen) firstprivate(id)
    seen = id;
#pragma omp taskwait
  }
  if (seen != id) count(&not_final_wrong);
}

static void leaf_checks(long id) {
  long in_group = 0;
  int i;
  if (!final_is(0)) count(&not_final_wrong);
#pragma omp taskgroup
  {
    for (i = 0; i < 3; i++) {
#pragma omp task shared(in_group)
      {
#pragma omp task shared(in_group)
        count(&in_group); /* a grandchild: the taskgroup waits for it too */
        count(&in_group);
      }
    }
  }
  if (in_group != 6) count(&group_wrong);
  if (id % 4 == 0) {
#pragma omp task final(1) firstprivate(id)
    {
      if (!final_is(1)) count(&final_wrong);
      undeferred_with_child(id);
    }
    undeferred_with_child_not_final(id);
#pragma omp taskwait
  }
}

/* a full binary tree of tasks; each node sums its children's values after a taskwait */
static long tree(int depth, long id) {
  long a = -1, b = -1;
  if (depth == 0) {
    leaf_checks(id);
    return id % 7;
  }
#pragma omp task shared(a) firstprivate(depth, id)
  a = tree(depth - 1, 2 * id);
#pragma omp task shared(b) firstprivate(depth, id)
  b = tree(depth - 1, 2 * id + 1);
#pragma omp taskwait
  return a + b;
}

/* a chain of tasks, each creating the next: run at once, they nest until the stack is past
 * half; from there bodies make groups again, the first under a body that made none */
static void chain(long n, long *links) {
  count(links);
  if (n == 0) return;
#pragma omp task
  chain(n - 1, links);
}

int main(void) {
  long total = 0, links = 0;
  int rep;
  for (rep = 0; rep < 4; rep++) {
    long t = 0;
#pragma omp parallel
#pragma omp single
    t = tree(12, 1);
    total += t;
  }
#pragma omp parallel
#pragma omp single
  chain(8000, &links);
  printf("links %ld\n", links);
  printf("total %ld final_wrong %ld not_final_wrong %ld group_wrong %ld\n", total, final_wrong,
         not_final_wrong, group_wrong);
  return 0;
}
