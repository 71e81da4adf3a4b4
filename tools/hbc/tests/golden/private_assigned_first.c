/* Private variables that every path of an iteration assigns before reading (both arms of an
   if, every case of a switch with a default, a do-while body, an inner loop's header, the
   left side of &&) carry nothing from one iteration to the next: the loops stay heartbeat
   loops. So does a dynamic loop, whose iterations OpenMP gives to any thread. */
// EXPECT-NO-TRANSLATION: hbc_team_run(
// EXPECT-OUTPUT: 144 1000 1998 999 4950
#include <stdio.h>
int main(void)
{
    int t, u, w, j, x;
    long a = 0, b = 0, c = 0, d = 0, e = 0;
#pragma omp parallel for private(t) reduction(+:a)
    for (int i = 0; i < 100; i++) {
        if (i % 3) t = 1; else t = 2;
        a += t + 10 * (i == 0);
    }
#pragma omp parallel for private(u) reduction(+:b)
    for (int i = 0; i < 100; i++) {
        switch (i % 4) {
        case 0: u = 10; break;
        case 1: case 2: u = 10; break;
        default: u = 10;
        }
        b += u;
    }
#pragma omp parallel for private(w) reduction(+:c)
    for (int i = 0; i < 999; i++) {
        do { w = 2; } while (0);
        c += w;
    }
#pragma omp parallel for private(j) reduction(+:d)
    for (int i = 0; i < 999; i++)
        for (j = 0; j < 1; j++) d += j + 1;
#pragma omp parallel for private(x) reduction(+:e) schedule(dynamic)
    for (int i = 0; i < 100; i++) {
        if (i) x = i;
        e += i ? x : 0;
    }
    printf("%ld %ld %ld %ld %ld\n", a, b, c, d, e);
    return 0;
}
