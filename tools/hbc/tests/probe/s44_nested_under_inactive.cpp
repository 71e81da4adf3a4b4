// C++ (since session 44): a parallel region written inside a team-mode region's code is a
// region of its own (hbc_rt::team_run), so under an inactive outer region (`if(0)`,
// `num_threads(1)`) it gets the team OpenMP's first active level has, where the C form
// stops the program (h38_nested_under_inactive.c, accepted there). Members other than 0
// report the nested level (2), not their pool baseline. The program is the C probe's,
// compiled as C++.
#include <cstdio>
#include "h38_nested_under_inactive.c"
// PROBE-OUTPUT: outer-par: sum=999000 outer_active=1 inner_size=1 level=2 active=1 size1=2
// PROBE-OUTPUT: inner-par: sum=499500 outer_active=0 inner_size=2 level=2 active=1 size1=1
// PROBE-OUTPUT: none: sum=499500 outer_active=0 inner_size=1 level=2 active=0 size1=1
// PROBE-OUTPUT: nt1: sum=499500 inner_size=2 level=2 active=1
