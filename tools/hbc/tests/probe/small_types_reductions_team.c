/* Reductions over small and unsigned types whose results wrap or depend on the item's own
   type: unsigned char + (wraps mod 256), short ^, unsigned short * (wraps), unsigned max,
   unsigned long long min, _Bool ||, signed char - (combines with +), float *; in a
   `parallel for` and in a region that uses omp_get_thread_num() (team mode). */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif
#define N 3001

static void run(const char *tag, int team)
{
    unsigned char uc = 200;
    short sx = 0x1234;
    unsigned short us = 3;
    unsigned umax = 5;
    unsigned long long ullmin = ~0ULL;
    _Bool any = 0;
    signed char sc = 10;
    float fp = 1.0f;
    int ids = 0;
    if (!team) {
#pragma omp parallel for reduction(+ : uc) reduction(^ : sx) reduction(* : us, fp) reduction(max : umax) \
    reduction(min : ullmin) reduction(|| : any) reduction(- : sc)
        for (int i = 0; i < N; i++) {
            uc += (unsigned char)(i * 7);
            sx ^= (short)(i * 31);
            if (i % 500 == 1) us *= (unsigned short)(2 * i + 3);
            umax = (unsigned)(i * 2654435761u) > umax ? (unsigned)(i * 2654435761u) : umax;
            unsigned long long w = 1000000007ULL * (i + 1) % 998244353ULL;
            ullmin = w < ullmin ? w : ullmin;
            any = any || (i == 2999);
            if (i % 1000 == 0) sc -= 3;
            if (i % 600 == 0) fp *= 1.5f;
        }
    } else {
#pragma omp parallel reduction(+ : ids)
        {
            ids += omp_get_thread_num() >= 0;
#pragma omp for reduction(+ : uc) reduction(^ : sx) reduction(* : us, fp) reduction(max : umax) \
    reduction(min : ullmin) reduction(|| : any) reduction(- : sc)
            for (int i = 0; i < N; i++) {
                uc += (unsigned char)(i * 7);
                sx ^= (short)(i * 31);
                if (i % 500 == 1) us *= (unsigned short)(2 * i + 3);
                umax = (unsigned)(i * 2654435761u) > umax ? (unsigned)(i * 2654435761u) : umax;
                unsigned long long w = 1000000007ULL * (i + 1) % 998244353ULL;
                ullmin = w < ullmin ? w : ullmin;
                any = any || (i == 2999);
                if (i % 1000 == 0) sc -= 3;
                if (i % 600 == 0) fp *= 1.5f;
            }
        }
    }
    printf("%s uc=%u sx=%d us=%u umax=%u ullmin=%llu any=%d sc=%d fp=%.4f\n", tag, uc, sx, us, umax, ullmin, any,
           sc, fp);
}

int main(void)
{
    run("pfor", 0);
    run("team", 1);
    return 0;
}
