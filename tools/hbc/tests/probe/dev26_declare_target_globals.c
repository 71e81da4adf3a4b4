/* Global data on the device: a `declare target` block holding a lookup table, a counter
   and a function; `declare target(list)` and `declare target to(...)` forms; `target
   update to` after the host changes the table; kernels indexing the globals directly. A
   global scalar that is NOT declare target and a function's static local are firstprivate
   on a `target` that names them in no map clause (OpenMP 5.0 data-mapping rules), so the
   host's values do not change (output taken from gcc -fopenmp). */
#include <stdio.h>
// PROBE-OUTPUT: sum=389232 hits=400 calls=3 plain=0 stat=0 gscale=3 tab5=15

#define T 64
#define N 4000

#pragma omp declare target
int table[T];
int hits = 0;
static int lookup(int v) { return table[v % T]; }
#pragma omp end declare target

double gscale = 1.0;
#pragma omp declare target(gscale)
int calls;
#pragma omp declare target to(calls)
int plain = 0;

static int with_static(void)
{
    static int stat = 0;
#pragma omp target
    { stat = 99; }
    return stat;
}

int main(void)
{
    int data[N], out[N];
    long sum = 0;
    for (int i = 0; i < T; i++) table[i] = i;
    for (int i = 0; i < N; i++) data[i] = i * 3;
#pragma omp target update to(table)
    for (int i = 0; i < T; i++) table[i] = 3 * i;
#pragma omp target update to(table)
    gscale = 3.0;
#pragma omp target update to(gscale)
#pragma omp target teams distribute parallel for map(to: data[0:N]) map(from: out[0:N])
    for (int i = 0; i < N; i++) {
        out[i] = lookup(data[i]) + (int)gscale;
        if (i % 10 == 0) {
#pragma omp atomic
            hits++;
        }
    }
#pragma omp target update from(hits)
    for (int k = 0; k < 3; k++) {
#pragma omp target
        { calls++; plain++; }
    }
#pragma omp target update from(calls)
    for (int i = 0; i < N; i++) sum += out[i] * (i % 3);
    printf("sum=%ld hits=%d calls=%d plain=%d stat=%d gscale=%g tab5=%d\n", sum, hits, calls, plain, with_static(),
           gscale, table[5]);
    return 0;
}
