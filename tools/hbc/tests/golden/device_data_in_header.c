// Standalone device data directives (`target enter data`, `target update`, `target exit
// data`) in a header (device_data_in_header.h): hbc runs device constructs on the host,
// where they move nothing, so they are dropped there as the main file's are (by the
// prepass). Until session 53 a header's were refused ("unsupported OpenMP construct 'target
// update'"): miniBUDE's fasten.hpp writes one outside its OMP_TARGET block (helper-100).
// EXPECT-OUTPUT: 499500 999000
#include <stdio.h>
#include "device_data_in_header.h"
int main(void) {
    static double e[1000];
    double s1 = run(e, 1000), s2 = run(e, 1000);
    printf("%.0f %.0f\n", s1, s2);
    return 0;
}
