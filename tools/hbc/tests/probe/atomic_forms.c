/* Less common atomic forms: x = expr - x, x = x >> 1 style, shifts, on struct members and
   array elements, float multiply, critical with a hint. */
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#define N 4000

struct stats { long count; double prod; };

int main(void)
{
    long alt = 3;
    unsigned long bits = 0;
    struct stats st = { 0, 1.0 };
    long cells[10] = { 0 };
    int hi = 0;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
#pragma omp atomic
        alt = 10 - alt;
#pragma omp atomic
        bits |= 1UL << (i % 60);
#pragma omp atomic
        st.count += 2;
        if (i % 1000 == 0) {
#pragma omp atomic
            st.prod *= 1.5;
        }
#pragma omp atomic update
        cells[i % 10] = cells[i % 10] + i;
#pragma omp critical(hi) hint(omp_sync_hint_contended)
        if (i > hi) hi = i;
    }
    printf("alt=%ld bits=%lu count=%ld prod=%.4f c3=%ld hi=%d\n", alt, bits, st.count, st.prod, cells[3], hi);
    return 0;
}
