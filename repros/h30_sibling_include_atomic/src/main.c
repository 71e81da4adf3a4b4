#include <stdio.h>
#include "acc.h"
int main(void) {
    long t = 0;
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) acc_add(&t, i);
    printf("%ld\n", t);   /* expected 499500 */
    return 0;
}
