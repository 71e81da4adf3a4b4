/* `target teams` with one team (num_teams(1)) whose body is run once by the team's initial
   thread: team-level setup code, a `distribute parallel for`, an inner `parallel` region
   with a worksharing `for` and `single`, and device queries that are deterministic here
   (omp_is_initial_device in a `single`, the team number of a one-team league). Also a host `teams`
   construct (OpenMP 5.0) with `distribute`. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_is_initial_device(void) { return 1; }
static int omp_get_team_num(void) { return 0; }
static int omp_get_num_teams(void) { return 1; }
#endif

#define N 2048

int main(void)
{
    static double u[N], w[N];
    int team = -1, nteams = -1, initial = -1, singles = 0;
    double total = 0.0, tail = 0.0;
    for (int i = 0; i < N; i++) u[i] = (i % 50) * 0.02;
#pragma omp target teams num_teams(1) thread_limit(64) map(tofrom: u[0:N], w[0:N], team, nteams, initial, singles, total)
    {
        team = omp_get_team_num();
        nteams = omp_get_num_teams();
        double scale = 3.0;
#pragma omp distribute parallel for
        for (int i = 0; i < N; i++) w[i] = scale * u[i];
#pragma omp parallel
        {
#pragma omp for reduction(+:total)
            for (int i = 0; i < N; i++) total += w[i];
#pragma omp single
            {
                singles++;
                initial = omp_is_initial_device();
            }
        }
    }
#pragma omp teams num_teams(1)
    {
#pragma omp distribute
        for (int i = N - 16; i < N; i++) tail += w[i];
    }
    printf("team=%d nteams=%d initial=%d singles=%d total=%.4f tail=%.4f\n", team, nteams, initial, singles, total,
           tail);
    return 0;
}
