// An orphaned task that shares a parameter or a local of its function, with no taskwait,
// taskgroup or barrier after it there, may run after the function has returned (OpenMP
// leaves that undefined; gcc's builds usually print the right answer by chance, hbc's read a
// dead frame: helper-121, session 74). hbc warns at the item; not where a wait follows in the
// function, nor in main. Not run: the program is not conforming.
// EXPECT-WARNING: this task shares 'data', a parameter of 'spawn_sum', and no taskwait, taskgroup or barrier follows the task in 'spawn_sum': the task may run after 'spawn_sum' returns, when 'data' no longer exists (undefined in OpenMP; hbc defers tasks longer than libgomp usually does)
// EXPECT-WARNING: this task shares 'n', a local variable of 'spawn_local', and no taskwait, taskgroup or barrier follows the task in 'spawn_local': the task may run after 'spawn_local' returns, when 'n' no longer exists (undefined in OpenMP; hbc defers tasks longer than libgomp usually does)
#include <stdio.h>

static long total, local_total, waited_total;

static void spawn_sum(const int *data) {
#pragma omp task shared(data)
    {
#pragma omp atomic
        total += data[0] + data[1] + data[2];
    }
}

static void spawn_local(void) {
    int n = 3;
#pragma omp task shared(n)
    {
#pragma omp atomic
        local_total += n;
    }
}

static void spawn_and_wait(const int *data) {
#pragma omp task shared(data)
    {
#pragma omp atomic
        waited_total += data[0] + data[1] + data[2];
    }
#pragma omp taskwait
}

int main(void) {
    static const int v[3] = {1, 2, 3};
#pragma omp parallel
#pragma omp single
    {
        spawn_sum(v);
        spawn_local();
        spawn_and_wait(v);
    }
    int k = 4;
#pragma omp task shared(k)
    k++;
    printf("sum=%ld local=%ld waited=%ld k=%d\n", total, local_total, waited_total, k);
    return 0;
}
