/* A worksharing loop inside a team-mode parallel region (it asks its thread number)
   whose bound variable is also firstprivate on that loop, as in Rodinia kmeans
   (kmeans_clustering.c: "int tid = omp_get_thread_num();" then "#pragma omp for
   ... firstprivate(npoints,nclusters,nfeatures)" on "for (i=0; i<npoints; i++)").
   OpenMP: the bound reads the original's value.  hbc (C only) failed to compile:
   "'n' undeclared" in __hb_team_1. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#define TID() omp_get_thread_num()
#else
#define TID() 0
#endif

static long work(const int *v, int n)
{
    long total = 0;
    int i;
#pragma omp parallel shared(v)
    {
        int tid = TID();
#pragma omp for private(i) firstprivate(n) schedule(static) reduction(+:total)
        for (i = 0; i < n; i++)
            total += v[i] * (long)(i % 7 + 1) + 0 * tid;
    }
    return total;
}

int main(void)
{
    static int v[1000];
    for (int i = 0; i < 1000; i++)
        v[i] = (i * 37) % 101;
    printf("total %ld\n", work(v, 1000));
    printf("total %ld\n", work(v, 333));
    return 0;
}
