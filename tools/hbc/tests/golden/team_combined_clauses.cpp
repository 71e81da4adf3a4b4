// A combined 'parallel for' in team mode (if and num_threads, thread numbers in the body)
// keeps the loop's clauses: private, firstprivate, lastprivate and reduction are the loop's,
// schedule(dynamic) shares iterations, and the if(false) instance is a team of one.
// EXPECT-TRANSLATION: team_run
// EXPECT-OUTPUT: 499500 999 7 0 1
#include <cstdio>
#include <omp.h>
int main() {
    long sum = 0, last = -1, bad = 0;
    int scale = 7, tmp = 0, seen = 0;
    int per[2] = {0, 0};
#pragma omp parallel for num_threads(2) schedule(dynamic, 16) private(tmp) firstprivate(scale) lastprivate(last) reduction(+:sum, bad)
    for (int i = 0; i < 1000; i++) {
        tmp = i;
        sum += tmp;
        last = i;
        int t = omp_get_thread_num();
        if (t >= 2 || scale != 7) bad++;
        else per[t] = 1;
    }
    int single_team = 0;
    bool par = false;
#pragma omp parallel for if(par) reduction(+:single_team)
    for (int i = 0; i < 10; i++) single_team += omp_get_thread_num() == 0 && omp_get_num_threads() == 1 ? 0 : 1;
    seen = per[0] + per[1] >= 1;
    std::printf("%ld %ld %d %ld %d\n", sum, last, scale, bad + single_team, seen);
    return 0;
}
