/* Clauses of nested regions naming variables private to the outer region: each outer
   thread (num_threads(2)) has its own `acc` (declared in the region), `scale` (private
   clause) and `base` (firstprivate clause); the nested region reduces into `acc`, takes
   `scale` firstprivate and changes it, keeps `base` shared, and a nested combined
   `parallel for lastprivate(last)` writes the outer thread's own `last`; `private(tmp)` on
   the nested region leaves the outer copy alone. Per-thread results are stored by outer
   thread id and printed in order. */
#include <stdio.h>
#include <omp.h>

// Expected lines below: libgomp's output (gcc -fopenmp, OMP_NUM_THREADS=1, 2, 3 alike); the sequential build cannot give it (OpenMP routines, or a team of 2).
// PROBE-OUTPUT: t0: acc=5050 scale=10 base=100 last=99 tmp=-1 prod=3628800 mx=100 bits=255
// PROBE-OUTPUT: t1: acc=5150 scale=11 base=101 last=99 tmp=-1 prod=3628800 mx=101 bits=255
int main(void)
{
    long r_acc[2], r_prod[2];
    int r_scale[2], r_base[2], r_last[2], r_tmp[2], r_mx[2], r_bits[2];
    int scale = 0, base = 100;
#pragma omp parallel num_threads(2) private(scale) firstprivate(base)
    {
        int t = omp_get_thread_num();
        long acc = 0, prod = 1;
        int last = -5, tmp = -1, mx = -1, bits = 0;
        scale = 10 + t;
        base += t;
#pragma omp parallel reduction(+:acc) firstprivate(scale) private(tmp) shared(base)
        {
            tmp = 42;
            scale *= 2;
#pragma omp for
            for (int i = 1; i <= 100; i++) acc += i + (base - 100);
        }
#pragma omp parallel for lastprivate(last) reduction(max:mx) reduction(|:bits)
        for (int i = 0; i < 100; i++) {
            last = i;
            if (i + t + 1 > mx) mx = i + 1 + t;
            bits |= 1 << (i % 8);
        }
#pragma omp parallel reduction(*:prod)
        {
#pragma omp for
            for (int i = 1; i <= 10; i++) prod *= i;
        }
        r_acc[t] = acc; r_scale[t] = scale; r_base[t] = base; r_last[t] = last;
        r_tmp[t] = tmp; r_prod[t] = prod; r_mx[t] = mx; r_bits[t] = bits;
    }
    for (int t = 0; t < 2; t++)
        printf("t%d: acc=%ld scale=%d base=%d last=%d tmp=%d prod=%ld mx=%d bits=%d\n", t, r_acc[t],
               r_scale[t], r_base[t], r_last[t], r_tmp[t], r_prod[t], r_mx[t], r_bits[t]);
    return 0;
}
