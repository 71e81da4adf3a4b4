/* Data sharing in a region that uses omp_get_thread_num() (team mode): a firstprivate C
   array and struct (each thread starts from the original's contents and changes only its
   own copy), a variable both firstprivate and lastprivate on a `for nowait` (each thread's
   copy starts from the original; the last iteration's value is visible after the next
   barrier), and a lastprivate assigned only by the last iteration. */
// PROBE-OUTPUT: start-ok=all x>1000=all lastv=1996 tot-per-member=13 tab7=8 ck=5
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
#endif
#define N 999

typedef struct { int k; double w[3]; } cfg;

int main(void)
{
    int tab[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    cfg c = {5, {0.5, 1.5, 2.5}};
    int x = 1000, lastv = -1;
    int start_ok = 0, members = 0, after = 0;
    long tot = 0;
#pragma omp parallel firstprivate(tab, c) reduction(+ : start_ok, members, after)
    {
        int t = omp_get_thread_num();
        start_ok += tab[7] == 8 && c.k == 5 && c.w[2] == 2.5;
        members++;
        tab[7] += t + 1;
        c.k += t;
#pragma omp for firstprivate(x) lastprivate(x) nowait
        for (int i = 0; i < N; i++) x += i % 3;
#pragma omp for lastprivate(lastv)
        for (int i = 0; i < N; i++)
            if (i == N - 1) lastv = i * 2;
#pragma omp barrier
        after += x > 1000;
#pragma omp atomic
        tot += tab[7] - t - 1 + c.k - t;
    }
    printf("start-ok=%s x>1000=%s lastv=%d tot-per-member=%ld tab7=%d ck=%d\n", start_ok == members ? "all" : "some",
           after == members ? "all" : "some", lastv, tot / members, tab[7], c.k);
    return 0;
}
