/* A region whose code calls through a function pointer, in a file with a function that takes
   its share by omp_get_thread_num(): the pointer may reach it, so the region runs in team
   mode (run once, one share of two was done, silently). */
// EXPECT-TRANSLATION: hbc_team_run
// EXPECT-OUTPUT: s=1000
#include <stdio.h>
#include <omp.h>

static int a[1000];

static void share(void)
{
    for (int i = omp_get_thread_num(); i < 1000; i += omp_get_num_threads()) a[i] = 1;
}

int main(int argc, char **argv)
{
    void (*f)(void) = argc > 100 ? 0 : share;
    (void)argv;
#pragma omp parallel
    f();
    int s = 0;
    for (int i = 0; i < 1000; i++) s += a[i];
    printf("s=%d\n", s);
    return 0;
}
