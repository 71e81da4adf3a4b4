// A device construct in a header stays refused (device constructs are rewritten in the
// source file only), and since session 77 the message says so; before it said only
// "unsupported OpenMP construct", and users took the construct itself for unsupported
// (HeCBench pnpoly's kernel.h; helper-129).
// EXPECT-ERROR: unsupported OpenMP construct 'target teams distribute parallel for': device constructs are translated in the source file itself, not in a header or a macro
#include <stdio.h>
#include "err_device_construct_in_header.h"
int main(void) {
    float a[4] = {1, 2, 3, 4};
    twice(a, 4);
    printf("%g\n", a[3]);
    return 0;
}
