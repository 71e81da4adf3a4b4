/* threadprivate random-number state used inside a parallel loop body through a function
   (NPB EP / GAPBS style): each thread draws from its own generator. The total count is
   independent of the split only when the generator is reseeded per iteration, as here. */
#include <stdio.h>
#define N 20000

static unsigned long long state;
#pragma omp threadprivate(state)

static unsigned next_rand(void)
{
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(state >> 33);
}

int main(void)
{
    long hits = 0;
#pragma omp parallel for reduction(+:hits)
    for (int i = 0; i < N; i++) {
        state = (unsigned long long)i * 2654435761ULL + 1;
        unsigned x = next_rand() % 1000, y = next_rand() % 1000;
        if (x * x + y * y < 1000u * 1000u) hits++;
    }
    printf("hits=%ld\n", hits);
    return 0;
}
