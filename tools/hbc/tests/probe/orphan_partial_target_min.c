/* Minimal: a hand-made reduction in an orphaned function whose combine target is an array
   element (`sums[it] += chk;`, NPB FT's checksum writes sums[i]). The same with
   `tot += chk;` is accepted; hbc rejects this one: "variable 'chk' is private to the
   enclosing function ... written in a worksharing loop without being privatized". Also
   rejected (checked by hand): `double chk; chk = 0;` (init by assignment), two partials in
   one critical (`tot += a; tot += b;`), a struct-member target (`g.real += chk;`). The same
   shapes inside a `parallel` region are accepted (team mode) and correct. */
#include <stdio.h>

static double u[1024];
static double sums[4];

static void checksum(int it)
{
    int j;
    double chk = 0.0;
#pragma omp for nowait
    for (j = 0; j < 1024; j++) chk += u[j];
#pragma omp critical
    sums[it] += chk;
}

int main(void)
{
    for (int j = 0; j < 1024; j++) u[j] = j * 0.5;
#pragma omp parallel
    checksum(1);
    printf("sum=%.3f\n", sums[1]);
    return 0;
}
