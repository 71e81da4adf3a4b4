/* C89 as older scientific codes are written: every declaration at the top of its block,
   globals for the grids, `#pragma omp parallel for private(j)` with the loop counters
   declared at function scope, a `parallel` region with `private(i,j)` and two `omp for`
   loops (update then copy back), a time loop around it, a `reduction(+:change)` on an `omp for` inside the region into
   a variable of the function, and block comments only. Explicit heat equation on a plate. */
#include <stdio.h>
#include <math.h>

#define NX 160
#define NY 120
#define STEPS 150

double T[NX][NY], Tn[NX][NY];
double alpha = 0.2;

static void init(void)
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            T[i][j] = 20.0;
            if (i == 0) T[i][j] = 100.0;
            if (j == NY - 1) T[i][j] = 0.0;
            if (i > NX / 3 && i < NX / 2 && j > NY / 3 && j < NY / 2) T[i][j] = 300.0;
        }
}

static double step_all(void)
{
    int i, j;
    double change;
    change = 0.0;
#pragma omp parallel private(i, j) shared(change)
    {
#pragma omp for reduction(+ : change)
        for (i = 1; i < NX - 1; i++)
            for (j = 1; j < NY - 1; j++) {
                Tn[i][j] = T[i][j] + alpha * (T[i + 1][j] + T[i - 1][j] + T[i][j + 1] + T[i][j - 1] - 4.0 * T[i][j]);
                change += fabs(Tn[i][j] - T[i][j]);
            }
#pragma omp for
        for (i = 1; i < NX - 1; i++)
            for (j = 1; j < NY - 1; j++) T[i][j] = Tn[i][j];
    }
    return change;
}

int main(void)
{
    int t, i;
    double c, total;
    init();
    c = 0.0;
    for (t = 1; t <= STEPS; t++) {
        c = step_all();
        if (t % 50 == 0) printf("t=%d change=%.6f T[80][60]=%.6f\n", t, c, T[80][60]);
    }
    total = 0.0;
#pragma omp parallel for reduction(+ : total)
    for (i = 0; i < NX; i++) {
        int j;
        for (j = 0; j < NY; j++) total += T[i][j];
    }
    printf("mean=%.6f\n", total / (NX * NY));
    return 0;
}
