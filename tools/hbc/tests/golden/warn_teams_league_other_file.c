// A `teams num_teams(n)` body runs once per team, one team after another; a call into another
// file might reach a `distribute` loop, which each team would then run whole: a warning.
// EXPECT-WARNING: this 'teams' body of num_teams(4) teams calls 'kernel', defined in another file: hbc runs the teams one after another, and a 'distribute' loop there would run whole in every team
void kernel(int *a, int n);

void run(int *a, int n) {
#pragma omp target teams num_teams(4) map(tofrom: a[0:n])
    kernel(a, n);
}
