/* C89 with `parallel for simd` (an int counter of step 1 and a 64-bit one): the translation
 * declares nothing in a for header. */
#include <stdio.h>
int main(void) {
    static float x[1000];
    float s = 0.0f;
    long k;
    int i;
    for (i = 0; i < 1000; i++) x[i] = 1.0f;
#pragma omp parallel for simd reduction(+ : s)
    for (i = 0; i < 1000; i++) s += x[i];
#pragma omp parallel for simd reduction(+ : s)
    for (k = 0; k < 1000; k += 2) s += x[k];
    printf("%d\n", (int)s);
    return 0;
}
