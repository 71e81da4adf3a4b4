/* firstprivate of a C array (and of a struct) on a region that uses omp_get_thread_num()
   (team mode): hbc's translation does not compile (gcc: "invalid initializer").
   Right output (any team size): ok=all tab7=8 */
#include <stdio.h>
#include <omp.h>
// PROBE-OUTPUT: ok=all tab7=8
int main(void)
{
    int tab[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int ok = 0, members = 0;
#pragma omp parallel firstprivate(tab) reduction(+ : ok, members)
    {
        int t = omp_get_thread_num();
        tab[7] += t;
        ok += tab[7] == 8 + t && tab[0] == 1;
        members++;
    }
    printf("ok=%s tab7=%d\n", ok == members ? "all" : "some", tab[7]);
    return 0;
}
