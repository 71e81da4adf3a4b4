/* Minimal: the region's only code is a call through a function pointer to a function that
   takes its share by omp_get_thread_num(); hbc runs the region once in heartbeat mode
   (pointer calls are not examined), so only thread 0's share is done, silently. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif

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
