// A task's firstprivate copy that its body never reads (`firstprivate(i)` kept from an
// earlier version of the body) warned "unused variable 'i'" in hbc's outlined function, and
// in the in-place copy, under -Wall -Wextra -Werror where gcc's build is clean (helper-126,
// session 76: 8 of its programs). Each copy is `(void)`-used. The first task is deferred,
// the second (it holds a nested task) runs in place.
// FLAGS: -Wall -Wextra -Werror
// EXPECT-OUTPUT: x=20 y=10
#include <stdio.h>
int main(void) {
    int x = 0, y = 0;
#pragma omp parallel
#pragma omp single
    for (int i = 0; i < 10; i++) {
#pragma omp task firstprivate(i)
        {
#pragma omp atomic
            x++;
        }
#pragma omp task firstprivate(i)
        {
#pragma omp task
            {
#pragma omp atomic
                y++;
            }
#pragma omp atomic
            x++;
        }
    }
    printf("x=%d y=%d\n", x, y);
    return 0;
}
