/* A task created in a `parallel for` body whose `if` and `final` name variables used nowhere
   else in the body: they are evaluated where the task is created, inside the outlined loop
   body, so they must be captured there (before session 19 the C build failed: 'fin'
   undeclared). */
#include <stdio.h>

int main(void)
{
    int cut = 500, fin = 900;
    long t = 0;
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) {
#pragma omp task if (i < cut) final (i > fin) shared(t)
        {
#pragma omp atomic
            t += i;
        }
    }
    printf("t=%ld\n", t);
    return 0;
}
