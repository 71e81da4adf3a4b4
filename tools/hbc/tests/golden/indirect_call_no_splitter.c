/* A call through a function pointer at region level, in a file where no code asks its
   thread number outside a region: nothing the pointer reaches can split work by thread, and
   the region keeps heartbeat mode. */
// EXPECT-NO-TRANSLATION: hbc_team_run
// EXPECT-OUTPUT: s=1000
#include <stdio.h>

static int a[1000];

static void fill(void)
{
#pragma omp for
    for (int i = 0; i < 1000; i++) a[i] = 1;
}

int main(int argc, char **argv)
{
    void (*f)(void) = argc > 100 ? 0 : fill;
    (void)argv;
#pragma omp parallel
    f();
    int s = 0;
    for (int i = 0; i < 1000; i++) s += a[i];
    printf("s=%d\n", s);
    return 0;
}
