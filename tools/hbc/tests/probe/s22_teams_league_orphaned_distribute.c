/* A `distribute` loop in a function that the body of a `teams num_teams(4)` calls (an
   orphaned distribute binds to that teams region): the league's teams share its iterations,
   so each runs once. hbc runs a league's teams one after another; a body that reaches a
   distribute loop, here through a call, stays one team, which then runs every iteration once
   (each team running the whole loop would count 4). */
#include <stdio.h>

#define N 1000
static int a[N];

static void bump(int *v, int n)
{
#pragma omp distribute
    for (int i = 0; i < n; i++) v[i] += 1;
}

int main(void)
{
#pragma omp target teams num_teams(4) map(tofrom: a)
    bump(a, N);
    long sum = 0;
    int bad = 0;
    for (int i = 0; i < N; i++) {
        sum += a[i];
        bad += a[i] != 1;
    }
    printf("sum=%ld bad=%d\n", sum, bad);
    return 0;
}
