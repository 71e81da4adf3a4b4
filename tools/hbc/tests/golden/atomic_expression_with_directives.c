// An atomic's expression with preprocessor directives inside it (HeCBench nms:
// `s &= #ifndef BYTE_ATOMIC (unsigned int) #endif b;`): the operand's text goes inside a line
// of the translation, so its directive lines and skipped branches are left out; before
// session 77 the `#endif`, whose `#ifndef` came before the operand, ended the build ("#endif
// without #if"; helper-129). The skipped branch's tokens must not come back either.
// EXPECT-OUTPUT: s = 0 t = 12
#include <stdio.h>
#define WIDE 1
int main(void) {
    unsigned char b = 0;
    unsigned s = 1, t = 2;
#pragma omp parallel
    {
#pragma omp single
        {
#pragma omp atomic update
            s &=
#ifndef BYTE_ATOMIC
                (unsigned int)
#endif
                    b;
#pragma omp atomic
            t +=
#if WIDE
                10
#else
                1000
#endif
                ;
        }
    }
    printf("s = %u t = %u\n", s, t);
    return 0;
}
