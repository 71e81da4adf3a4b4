/* Reduced from t89_sizeof_captured_arrays.c: a function-local variable of an anonymous
   struct type (`struct { int a[6]; char c; } rec;`), shared by a team-mode region
   (region-level thread id). OpenMP accepts it; hbc refused it (correct by session 63) with an empty type name: "team-mode
   region in C: type '' is declared inside the function; declare it at file scope".
   docs/hbc.md refuses local types it cannot move (a name clash, a variably modified type);
   this one has no name to clash. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#else
static int omp_get_thread_num(void) { return 0; }
#endif

static int seen[64];

int main(void)
{
    struct { int a[6]; char c; } rec;
    int i;
    for (i = 0; i < 6; i++) rec.a[i] = i;
    rec.c = 'x';
#pragma omp parallel
    {
        seen[omp_get_thread_num()] = 1;
#pragma omp for
        for (i = 0; i < 6; i++) rec.a[i] *= 2;
    }
    printf("%d %d %c\n", rec.a[1], rec.a[5], rec.c);
    return 0;
}
