/* _Bool reductions with && and ||, starting from both true and false originals, and a
   _Bool in + (promoted: the private copy is _Bool, so the sum is at most 1 per copy and
   `b += x` with b _Bool stays 0/1): only the || / && results and the int count are printed. */
#include <stdbool.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 5000 + argc - 1;
    bool all_small = true, any_big = false, all_pos = true, any_neg = true, f_and = false;
    _Bool or_flag = 0;
    int cnt = 0;
#pragma omp parallel for reduction(&&:all_small, all_pos, f_and) reduction(||:any_big, any_neg, or_flag) reduction(+:cnt)
    for (int i = 0; i < n; i++) {
        int v = (i * 7919) % 1000;
        all_small = all_small && v < 1000;
        any_big = any_big || v > 998;
        all_pos = all_pos && v > 0;
        any_neg = any_neg || v < 0;
        f_and = f_and && true;
        or_flag |= (v == 500);
        cnt += (v == 0);
    }
    printf("all_small=%d any_big=%d all_pos=%d any_neg=%d f_and=%d or_flag=%d cnt=%d\n",
           all_small, any_big, all_pos, any_neg, f_and, or_flag, cnt);
    return 0;
}
