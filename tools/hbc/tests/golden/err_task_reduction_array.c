/* Task reductions are translated for scalars (docs/hbc-internals-tasks.md, "Task
 * reductions"); an array item is refused at the item, as is `in_reduction` on a taskloop. */
// EXPECT-ERROR: 'task_reduction' on this item is not supported (a scalar variable that is not a reference or thread-local)
// EXPECT-ERROR-LINE: 9
int main(void) {
    int arr[4] = {0};
#pragma omp parallel
#pragma omp single
#pragma omp taskgroup task_reduction(+: arr)
    for (int i = 0; i < 4; i++) {
#pragma omp task in_reduction(+: arr)
        arr[i] += i;
    }
    return arr[3] - 3;
}
