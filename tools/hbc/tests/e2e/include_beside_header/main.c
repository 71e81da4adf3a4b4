// A header under hbc's root (this folder) that includes a file outside it by a path relative
// to itself: sub/h.h's "../../include_beside_header_outside.h", as MFEM's fem/fe/fe_base.hpp
// includes "../../general/hash.hpp" when fem/bilinearform.cpp is compiled. hbc mirrors the
// root's headers into its temporary folder; the copy looked for the file beside itself and
// the build failed (helper-103, session 60). sub/g.h has no OpenMP but includes a translated
// header and the same outside file.
#include <stdio.h>
#include "sub/h.h"
#include "sub/g.h"

int main(void) {
    printf("%ld %ld\n", scaled_sum(1000), twice_scaled(10));
    return 0;
}
