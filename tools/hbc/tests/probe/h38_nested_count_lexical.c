/* The thread-counting idiom `#pragma omp parallel reduction(+:n) n++;` written lexically
   inside a `parallel for` body (each iteration asks how many threads its nested region
   has: one when the loop's team is active; with one thread the loop's region is
   inactive and the nested region has one thread too; so the count is the number of
   iterations), and the same through a function call, next to a nested region with an
   `omp for` computing the row's sum. */
#include <stdio.h>
#include <omp.h>

static int count_team(void)
{
    int n = 0;
#pragma omp parallel reduction(+:n)
    n++;
    return n;
}

int main(void)
{
    int lex = 0, called = 0;
    long rows = 0;
#pragma omp parallel for reduction(+:lex, called, rows)
    for (int o = 0; o < 8; o++) {
        long r = 0;
#pragma omp parallel reduction(+:r)
        {
#pragma omp for
            for (int i = 0; i < 100; i++) r += i * o;
        }
        rows += r;
        int n = 0;
#pragma omp parallel reduction(+:n)
        n++;
        lex += n;
        called += count_team();
    }
    printf("lexical=%d called=%d rows=%ld\n", lex, called, rows);
    return 0;
}
